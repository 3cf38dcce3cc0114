// One hour of the YEKDEM licensed portfolio and of the licence-exempt solar, from the shared settlement hour
// (../../yekdem.ts yekdemHour), so the hourly reports add up to the monthly settlement it publishes.
// Injection (settlement-based feed-in) is the supported energy the mechanism pays for; the plants' real-time
// generation is that plus their own use (auxiliaries, transformer losses), so injection ≤ generation and
// generation ≤ the system's generation of the source (the largest supported share, 0.95, × 1.03 < 1).
import type { ElectricityDay } from '../../electricityDay';
import { YEKDEM_SOURCES, yekdemHour, type SupportKey, type YekdemHour, type YekdemSource } from '../../yekdem';

/** Own use of a licensed plant, as a share of its injection, by source (geothermal plants run big pumps). */
const OWN_USE: Record<Exclude<SupportKey, 'gunesLisanssiz'>, number> = {
  ruzgar: 0.015, gunes: 0.01, nehirTipi: 0.01, kanalTipi: 0.01, rezervuarli: 0.008, geothermal: 0.07, biyokutle: 0.05, biyogaz: 0.05, copGazi: 0.05,
};

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The licensed sources in the operator's column order; `diger` has no plant in the world's mechanism. */
export const LICENSED_SOURCES = YEKDEM_SOURCES;

/** Energy per source under the generation reports' names (they spell geothermal `jeotermal`). */
export type EnergyRow = Record<Exclude<YekdemSource, 'geothermal'> | 'jeotermal' | 'toplam', number>;
export type MoneyRow = Record<YekdemSource | 'toplam', number>;

function energyRow(perSource: (s: YekdemSource) => number): EnergyRow {
  const row: Record<string, number> = { toplam: 0 };
  for (const s of LICENSED_SOURCES) row[s === 'geothermal' ? 'jeotermal' : s] = round2(perSource(s));
  row.toplam = round2(LICENSED_SOURCES.reduce((sum, s) => sum + row[s === 'geothermal' ? 'jeotermal' : s]!, 0));
  return row as EnergyRow;
}

function moneyRow(bySource: Record<YekdemSource, number>): MoneyRow {
  return { toplam: round2(LICENSED_SOURCES.reduce((sum, s) => sum + bySource[s], 0)), ...bySource };
}

const supportedOf = (hour: YekdemHour, s: YekdemSource): number => (s === 'diger' ? 0 : hour.supported[s]);

export interface LicensedHourRows {
  /** /v1/renewables/data/licensed-realtime-generation, MWh */
  generation: EnergyRow;
  /** /v1/renewables/data/renewable-sm-licensed-injection-quantity, MWh */
  injection: EnergyRow;
  /** /v1/renewables/data/licensed-generation-cost, TL */
  cost: MoneyRow;
  /** /v1/renewables/data/renewables-support-mechanism-income, TL (licensed and licence-exempt energy sold at the MCP) */
  income: MoneyRow;
  /** /v1/renewables/data/unlicensed-generation-amount, MWh: only embedded solar is licence-exempt in the world */
  unlicensed: Record<'toplam' | 'ruzgar' | 'biyogaz' | 'kanalTipi' | 'biyokutle' | 'gunes' | 'diger', number>;
  /** The settlement hour the rows come from (licence-exempt cost for the month's sum). */
  hour: YekdemHour;
}

export function licensedHour(e: ElectricityDay, h: number): LicensedHourRows {
  const hour = yekdemHour(e, h);
  const exempt = round2(hour.supported.gunesLisanssiz);
  return {
    generation: energyRow((s) => (s === 'diger' ? 0 : supportedOf(hour, s) * (1 + OWN_USE[s]))),
    injection: energyRow((s) => supportedOf(hour, s)),
    cost: moneyRow(hour.licensedCost),
    income: moneyRow(hour.income),
    unlicensed: { toplam: exempt, ruzgar: 0, biyogaz: 0, kanalTipi: 0, biyokutle: 0, gunes: exempt, diger: 0 },
    hour,
  };
}
