// Turkey's cross-border directions and the lines behind them. The four ENTSO-E directions (Bulgaria and Greece,
// both ways: the operator's direction lists, src/server/lookups/interconnectionDirections.ts) are synchronous,
// their capacity is auctioned yearly, monthly and daily, and their lines appear in the failure and maintenance
// notices. Georgia is reached through the asynchronous back-to-back station at Ahıska (Akhaltsikhe): its
// capacity is forecast with the others but not auctioned here, and it carries what the ENTSO-E borders cannot.
// Yearly net transfer capacities (NTC, MW) are our chosen levels, large enough for the simulated net exports of
// up to 1,500 MW (generationMix.ts) with a notice on one line.
import { INTERCONNECTION_DIRECTIONS } from '../../../lookups/interconnectionDirections';

export type Border = 'BG' | 'GR' | 'GE';

export interface Direction {
  /** Exporting country first, as the operator writes it: 'BGTR' is an import from Bulgaria. */
  code: string;
  border: Border;
  /** +1 an import into Turkey, −1 an export. */
  sign: 1 | -1;
  /** Connection type of the capacity forecasts (tcat-pre-*-forecast connType). */
  connType: 'SENKRON' | 'ASENKRON';
  /** Yearly NTC, MW. */
  ntc: number;
}

export const AUCTIONED_DIRECTIONS: readonly Direction[] = [
  { code: 'TRBG', border: 'BG', sign: -1, connType: 'SENKRON', ntc: 1000 },
  { code: 'BGTR', border: 'BG', sign: 1, connType: 'SENKRON', ntc: 900 },
  { code: 'TRGR', border: 'GR', sign: -1, connType: 'SENKRON', ntc: 600 },
  { code: 'GRTR', border: 'GR', sign: 1, connType: 'SENKRON', ntc: 550 },
];

export const GEORGIA_DIRECTIONS: readonly Direction[] = [
  { code: 'TRGE', border: 'GE', sign: -1, connType: 'ASENKRON', ntc: 350 },
  { code: 'GETR', border: 'GE', sign: 1, connType: 'ASENKRON', ntc: 700 },
];

/** Every direction of the capacity forecasts, auctioned ones first. */
export const FORECAST_DIRECTIONS: readonly Direction[] = [...AUCTIONED_DIRECTIONS, ...GEORGIA_DIRECTIONS];

export interface InterconnectionLine {
  /** hatAdi of the notices. */
  name: string;
  border: Border;
  /** The share of its border's capacity the line carries (a border's lines add up to 1). */
  share: number;
}

export const INTERCONNECTION_LINES: readonly InterconnectionLine[] = [
  { name: '400 kV Hamitabat – Maritsa Doğu 3 (1. devre)', border: 'BG', share: 0.5 },
  { name: '400 kV Hamitabat – Maritsa Doğu 3 (2. devre)', border: 'BG', share: 0.5 },
  { name: '400 kV Babaeski – Nea Santa', border: 'GR', share: 1 },
];

if (AUCTIONED_DIRECTIONS.map((d) => d.code).join() !== INTERCONNECTION_DIRECTIONS.join()) {
  throw new Error('interconnection: the auctioned directions differ from the direction lookup');
}
