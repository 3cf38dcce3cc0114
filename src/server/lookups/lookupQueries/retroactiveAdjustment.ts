// Retroactive-adjustment (GDDK) lookups: the subscriber profile groups the meter-count and meter-volume reports
// filter by, as label/value pairs whose value is the group name the reports take back. The lists are the
// simulator's fixed groups (simulator/markets/marketReports/subscriberProfileGroups.ts), not rows of the store.
import { METER_COUNT_PROFILE_GROUPS, VOLUME_PROFILE_GROUPS, type SubscriberProfileGroup } from '../../simulator/markets/marketReports/subscriberProfileGroups';
import type { LookupAnswer } from './lookupAnswers';
import { byName } from './lookupAnswers';

const labelValue = (groups: readonly SubscriberProfileGroup[]) => ({ items: byName(groups.map((g) => ({ label: g.name, value: g.name })), 'label') });

export const retroactiveAdjustmentLookups: Readonly<Record<string, LookupAnswer>> = {
  'subscriber-profile-group-list': async () => labelValue(METER_COUNT_PROFILE_GROUPS),
  'volume-subscriber-profile-group-list': async () => labelValue(VOLUME_PROFILE_GROUPS),
};
