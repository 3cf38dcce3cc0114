// Registry of measurement units a column may declare. The key is what descriptors write; the labels are
// what tables, charts and export headers show.
import type { LocalizedText } from '../../../schemas/report.schema';

export interface UnitDefinition {
  label: LocalizedText;
  /** Decimals used when a column gives none. */
  decimals: number;
}

export const units: Readonly<Record<string, UnitDefinition>> = {
  'TL/MWh': { label: { tr: 'TL/MWh', en: 'TL/MWh' }, decimals: 2 },
  'USD/MWh': { label: { tr: 'USD/MWh', en: 'USD/MWh' }, decimals: 2 },
  'EUR/MWh': { label: { tr: 'EUR/MWh', en: 'EUR/MWh' }, decimals: 2 },
  MWh: { label: { tr: 'MWh', en: 'MWh' }, decimals: 2 },
  MW: { label: { tr: 'MW', en: 'MW' }, decimals: 2 },
  TL: { label: { tr: 'TL', en: 'TL' }, decimals: 2 },
  // Trade values converted to dollars and euros (the YEK-G organised market's trading volume).
  USD: { label: { tr: 'USD', en: 'USD' }, decimals: 2 },
  EUR: { label: { tr: 'EUR', en: 'EUR' }, decimals: 2 },
  // A reserve capacity's price for one hour (ancillary services).
  'TL/MW': { label: { tr: 'TL/MW', en: 'TL/MW' }, decimals: 2 },
  m: { label: { tr: 'm', en: 'm' }, decimals: 2 },
  hm3: { label: { tr: 'hm³', en: 'hm³' }, decimals: 2 },
  // A reservoir's stored energy (water-energy-provision) and its turbines' flow (flow-rate-and-installed-power).
  GWh: { label: { tr: 'GWh', en: 'GWh' }, decimals: 2 },
  'm3/s': { label: { tr: 'm³/sn', en: 'm³/s' }, decimals: 2 },
  '%': { label: { tr: '%', en: '%' }, decimals: 2 },
  'TL/1000Sm3': { label: { tr: 'TL/1000 Sm³', en: 'TL/1000 Sm³' }, decimals: 2 },
  'USD/1000Sm3': { label: { tr: 'USD/1000 Sm³', en: 'USD/1000 Sm³' }, decimals: 2 },
  'EUR/1000Sm3': { label: { tr: 'EUR/1000 Sm³', en: 'EUR/1000 Sm³' }, decimals: 2 },
  'USD/MMBtu': { label: { tr: 'USD/MMBtu', en: 'USD/MMBtu' }, decimals: 3 },
  Sm3: { label: { tr: 'Sm³', en: 'Sm³' }, decimals: 0 },
  '1000Sm3': { label: { tr: '1000 Sm³', en: '1000 Sm³' }, decimals: 0 },
  // Standard cubic metres as the spot gas market's system imbalance spells them (the same unit as Sm3).
  stdm3: { label: { tr: 'Sm³', en: 'Sm³' }, decimals: 0 },
  // A daily rate of gas delivered on every day of a futures contract's delivery period (the gas futures market).
  '1000Sm3/gün': { label: { tr: '1000 Sm³/gün', en: '1000 Sm³/day' }, decimals: 0 },
  // A trading lot of the intraday and futures markets (0.1 MWh on the intraday market).
  Lot: { label: { tr: 'Lot', en: 'Lot' }, decimals: 0 },
};

export function isUnit(id: string): boolean {
  return Object.hasOwn(units, id);
}
