// Consumption lookups of the metering reports: the consumer sectors (profile groups) the province reports filter
// by, the main tariff groups, and the profile groups that have eligible consumers in a province and district
// (profile-subscription-group-list, a bare array of names). All three are fixed lists of the simulator
// (simulator/markets/consumptionMetering/consumerSectors.ts): every province has consumers of every sector, so a
// sector has eligible consumers wherever its consumers are not all below the eligibility limit (public lighting
// has none), whatever the month. A district must belong to the chosen province, else no group is answered.
import { CONSUMER_SECTORS, MAIN_TARIFF_GROUPS } from '../../simulator/markets/consumptionMetering/consumerSectors';
import { compareTurkish } from '../../../engine/format/compareTurkish';
import type { LookupAnswer } from './lookupAnswers';
import { byName } from './lookupAnswers';

const WITH_ELIGIBLE_CONSUMERS = CONSUMER_SECTORS.filter((s) => s.noRightCount < 1).map((s) => s.tr).sort(compareTurkish);

const profileGroupsWithEligibleConsumers: LookupAnswer = async (store, body) => {
  const province = typeof body.provinceId === 'number' ? body.provinceId : null;
  const district = typeof body.districtName === 'string' && body.districtName !== '' ? body.districtName : null;
  if (district !== null) {
    const params: (string | number)[] = [district];
    const inProvince = province === null ? '' : ` AND "provinceId" = $${params.push(province)}`;
    const found = await store.query(`SELECT 1 AS present FROM registry_districts WHERE name = $1${inProvince} LIMIT 1`, params);
    if (found.length === 0) return [];
  } else if (province !== null) {
    const found = await store.query('SELECT 1 AS present FROM registry_provinces WHERE id = $1', [province]);
    if (found.length === 0) return [];
  }
  return [...WITH_ELIGIBLE_CONSUMERS];
};

export const consumptionMeteringLookups: Readonly<Record<string, LookupAnswer>> = {
  'consumer-sector-list': async () =>
    byName(CONSUMER_SECTORS.map((s) => ({ id: s.id, consumerSectorTr: s.tr, consumerSectorEn: s.en })), 'consumerSectorTr'),
  'main-tariff-group-list': async () => byName(MAIN_TARIFF_GROUPS.map((g) => ({ ...g }))),
  'profile-subscription-group-list': profileGroupsWithEligibleConsumers,
};
