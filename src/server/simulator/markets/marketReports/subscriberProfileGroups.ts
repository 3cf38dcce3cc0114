// The subscriber profile groups of the retroactive adjustment (GDDK) reports, with the assumptions behind their
// simulated shares. Meter counts are kept for the five consumer groups; volumes also for licence-exempt
// generators, the only group that injects (veriş). Names are the values the lookups answer and the reports filter
// by (subscriberProfileGroupName, subscriberProfileGroup).

export interface SubscriberProfileGroup {
  name: string;
  /** Share of the meters whose readings are corrected. */
  meterShare: number;
  /** Of a group's meters: three-rate, single-rate and hourly-read meters. */
  timing: readonly [threeTimed: number, singleTimed: number, hourlyTimed: number];
  /** Share of the corrected withdrawal (çekiş) volume. */
  withdrawalShare: number;
  /** Whether the group injects, so its injection (veriş) readings are corrected too. */
  injects: boolean;
}

const CONSUMER_GROUPS: readonly SubscriberProfileGroup[] = [
  { name: 'Mesken', meterShare: 0.8, timing: [0.08, 0.91, 0.01], withdrawalShare: 0.3, injects: false },
  { name: 'Ticarethane', meterShare: 0.14, timing: [0.25, 0.65, 0.1], withdrawalShare: 0.21, injects: false },
  { name: 'Sanayi', meterShare: 0.02, timing: [0.25, 0.05, 0.7], withdrawalShare: 0.39, injects: false },
  { name: 'Tarımsal Sulama', meterShare: 0.035, timing: [0.45, 0.45, 0.1], withdrawalShare: 0.05, injects: false },
  { name: 'Aydınlatma', meterShare: 0.005, timing: [0.1, 0.85, 0.05], withdrawalShare: 0.03, injects: false },
];

/** The groups of the meter-count report (subscriber-profile-group-list). */
export const METER_COUNT_PROFILE_GROUPS: readonly SubscriberProfileGroup[] = CONSUMER_GROUPS;

/** The groups of the meter-volume report (volume-subscriber-profile-group-list). */
export const VOLUME_PROFILE_GROUPS: readonly SubscriberProfileGroup[] = [
  ...CONSUMER_GROUPS,
  { name: 'Lisanssız Üretim', meterShare: 0, timing: [0, 0, 1], withdrawalShare: 0.02, injects: true },
];
