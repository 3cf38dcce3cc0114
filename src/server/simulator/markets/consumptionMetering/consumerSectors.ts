// The consumer sectors (profile groups) of the consumption-quantity, consumer-quantity and percentage reports
// and their lookup (consumer-sector-list), and the main tariff groups (main-tariff-group-list). The five consumer
// groups are the retroactive-adjustment reports' groups (../marketReports/subscriberProfileGroups.ts), with the
// same withdrawal and meter shares; "Diğer" (public bodies, charging stations, temporary connections) takes the
// 2 % that group list gives licence-exempt generators. Per sector, the chosen shares of its energy bought from a
// supplier of the consumer's choice (`usingEnergy`) and, of its consumers, those using that right (`usingCount`)
// and those without it (`noRightCount`, below the eligibility limit); the rest are eligible but stay with the
// incumbent supplier.
import { METER_COUNT_PROFILE_GROUPS } from '../marketReports/subscriberProfileGroups';

export interface ConsumerSector {
  /** profileGroupId of the reports, id of consumer-sector-list. */
  id: number;
  tr: string;
  en: string;
  /** The field of percentage-consumption-info holding this sector's MWh. */
  percentageField: 'household' | 'commercial' | 'industry' | 'irrigation' | 'lightning' | 'other';
  /** Share of the withdrawn energy. */
  energyShare: number;
  /** Share of the consumers (meters). */
  meterShare: number;
  /** Of the sector's energy, the share bought from a supplier of the consumer's choice. */
  usingEnergy: number;
  /** Of the sector's consumers: using their right, and without the right. */
  usingCount: number;
  noRightCount: number;
  /** Seasonal weight of each month (January first): irrigation in summer, lighting in the long nights. */
  season: readonly number[];
}

const FLAT = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;
const groupShares = new Map(METER_COUNT_PROFILE_GROUPS.map((g) => [g.name, g]));
const shareOf = (name: string) => {
  const g = groupShares.get(name);
  if (!g) throw new Error(`consumerSectors: no profile group '${name}'`);
  return { energyShare: g.withdrawalShare, meterShare: g.meterShare };
};

export const CONSUMER_SECTORS: readonly ConsumerSector[] = [
  { id: 1, tr: 'Mesken', en: 'Household', percentageField: 'household', ...shareOf('Mesken'), usingEnergy: 0.32, usingCount: 0.05, noRightCount: 0.62, season: [1.12, 1.08, 1, 0.93, 0.9, 0.97, 1.1, 1.12, 0.97, 0.92, 0.95, 1.05] },
  { id: 2, tr: 'Ticarethane', en: 'Commercial', percentageField: 'commercial', ...shareOf('Ticarethane'), usingEnergy: 0.74, usingCount: 0.16, noRightCount: 0.35, season: [1.02, 1, 0.97, 0.95, 0.97, 1.03, 1.1, 1.1, 1.02, 0.96, 0.95, 1] },
  { id: 3, tr: 'Sanayi', en: 'Industry', percentageField: 'industry', ...shareOf('Sanayi'), usingEnergy: 0.96, usingCount: 0.72, noRightCount: 0.05, season: FLAT },
  { id: 4, tr: 'Tarımsal Sulama', en: 'Irrigation', percentageField: 'irrigation', ...shareOf('Tarımsal Sulama'), usingEnergy: 0.45, usingCount: 0.2, noRightCount: 0.3, season: [0.25, 0.25, 0.4, 0.7, 1.3, 2, 2.4, 2.2, 1.4, 0.6, 0.3, 0.2] },
  { id: 5, tr: 'Aydınlatma', en: 'Lighting', percentageField: 'lightning', ...shareOf('Aydınlatma'), usingEnergy: 0, usingCount: 0, noRightCount: 1, season: [1.2, 1.1, 1, 0.9, 0.82, 0.78, 0.8, 0.86, 0.95, 1.05, 1.15, 1.22] },
  { id: 6, tr: 'Diğer', en: 'Other', percentageField: 'other', energyShare: 0.02, meterShare: 0.002, usingEnergy: 0.5, usingCount: 0.3, noRightCount: 0.3, season: FLAT },
];

/** The main tariff groups of the regulator's tariff tables (id, name as the service answers it). */
export const MAIN_TARIFF_GROUPS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Sanayi' },
  { id: 2, name: 'Ticarethane' },
  { id: 3, name: 'Mesken' },
  { id: 4, name: 'Tarımsal Faaliyetler' },
  { id: 5, name: 'Aydınlatma' },
];
