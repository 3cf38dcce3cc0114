// Renewables support mechanism (YEKDEM), settled per month. Supported plants are paid a feed-in tariff (in
// USD, converted at the delivery day's rate) for what they generate; the mechanism sells that energy at the
// MCP (its portfolio income), and the net cost is shared by the suppliers per MWh of consumption. Which
// part of each source is in the mechanism, the tariffs and the suppliers' share of consumption are
// assumptions; everything else comes from the month's simulated hours, so a month with cheap solar noons
// and a low MCP costs more.
import type { ElectricityDay } from './electricityDay';
import { wallMsToIso } from '../datasets/publishedBefore';

/** Part of a source's generation inside YEKDEM and its mean tariff, USD/MWh. */
export const SUPPORT = {
  ruzgar: { share: 0.88, tariff: 66 },
  gunes: { share: 0.95, tariff: 98 }, // licensed solar
  gunesLisanssiz: { share: 0.85, tariff: 80 }, // licence-exempt (embedded) solar
  nehirTipi: { share: 0.72, tariff: 68 },
  kanalTipi: { share: 0.12, tariff: 68 },
  rezervuarli: { share: 0.1, tariff: 68 },
  geothermal: { share: 0.9, tariff: 102 },
  biyokutle: { share: 0.42, tariff: 125 },
  biyogaz: { share: 0.28, tariff: 125 },
  copGazi: { share: 0.2, tariff: 125 },
} as const;
/** Share of consumption billed by suppliers, over which the net cost is spread. */
const SUPPLIER_SHARE = 0.9;

export const YEKDEM_SOURCES = ['ruzgar', 'geothermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'] as const;
export type YekdemSource = (typeof YEKDEM_SOURCES)[number];

export interface YekdemMonth {
  // /v1/renewables/data/unit-cost (version = when this version was published)
  unitCost: number;
  supplierUnitCost: number;
  ptf: number;
  version: string;
  // /v1/renewables/data/portfolio-income
  portfolioIncome: number;
  // /v1/renewables/data/total-cost (TL)
  toplam: number;
}

export type YekdemRow = YekdemMonth & Record<YekdemSource, number>;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Key of a supported energy: a source of the cost table, or licence-exempt (embedded) solar. */
export type SupportKey = keyof typeof SUPPORT;
export const SUPPORT_KEYS = Object.keys(SUPPORT) as SupportKey[];

/**
 * One hour of the mechanism, as its hourly reports publish it: the supported energy of each key (MWh, not
 * rounded), the feed-in cost of the licensed plants by source and the income from selling all supported energy
 * at the MCP by source (TL, to the kuruş), and the licence-exempt solar's cost (TL, not rounded: it is settled
 * per month). The month below is the sum of its hours, so the hourly reports add up to it.
 */
export interface YekdemHour {
  supported: Record<SupportKey, number>;
  licensedCost: Record<YekdemSource, number>;
  income: Record<YekdemSource, number>;
  exemptCost: number;
}

const zeroBySource = (): Record<YekdemSource, number> => Object.fromEntries(YEKDEM_SOURCES.map((k) => [k, 0])) as Record<YekdemSource, number>;

export function yekdemHour(d: ElectricityDay, h: number): YekdemHour {
  const usd = d.fxPrevious.usdTry;
  const g = d.generation[h]!;
  const price = d.price[h]!;
  const energy: Record<SupportKey, number> = {
    ruzgar: g.wind, gunes: g.sun, gunesLisanssiz: d.renewables.embeddedSolar[h]!, nehirTipi: g.river, kanalTipi: g.river,
    rezervuarli: g.dammedHydro, geothermal: g.geothermal, biyokutle: g.biomass, biyogaz: g.biomass, copGazi: g.biomass,
  };
  const supported = Object.fromEntries(SUPPORT_KEYS.map((k) => [k, energy[k] * SUPPORT[k].share])) as Record<SupportKey, number>;
  const licensedCost = zeroBySource();
  const income = zeroBySource();
  let exemptCost = 0;
  for (const key of SUPPORT_KEYS) {
    const cost = supported[key] * SUPPORT[key].tariff * usd;
    const source: YekdemSource = key === 'gunesLisanssiz' ? 'gunes' : key;
    if (key === 'gunesLisanssiz') exemptCost = cost;
    else licensedCost[source] = round2(cost);
    income[source] = round2(income[source] + supported[key] * price);
  }
  return { supported, licensedCost, income, exemptCost };
}

/** The month's settlement from its days (all of them, in order); `ts` is the month's first hour. */
export function yekdemMonth(days: readonly ElectricityDay[]): YekdemRow {
  const licensed = zeroBySource();
  let exempt = 0;
  let income = 0;
  let consumption = 0;
  let priceSum = 0;
  let hours = 0;
  for (const d of days) {
    for (let h = 0; h < 24; h++) {
      const hour = yekdemHour(d, h);
      for (const k of YEKDEM_SOURCES) {
        licensed[k] += hour.licensedCost[k];
        income += hour.income[k];
      }
      exempt += hour.exemptCost;
      consumption += d.consumption[h]!;
      priceSum += d.price[h]!;
      hours++;
    }
  }
  // Licensed plants are paid by the hour, licence-exempt ones for the month (round2 of its sum).
  const exemptCost = round2(exempt);
  const parts = Object.fromEntries(YEKDEM_SOURCES.map((k) => [k, round2(licensed[k] + (k === 'gunes' ? exemptCost : 0))])) as Record<YekdemSource, number>;
  const total = YEKDEM_SOURCES.reduce((sum, k) => sum + parts[k], 0);
  const net = total - income;
  const first = days[0]!.cal;
  const version = wallMsToIso(Date.UTC(first.year, first.month, 15)); // the 15th of the next month (month is 1-based)
  return {
    unitCost: round2(net / consumption),
    supplierUnitCost: round2(net / (consumption * SUPPLIER_SHARE)),
    ptf: round2(priceSum / hours),
    version,
    portfolioIncome: round2(income),
    toplam: round2(total),
    ...parts,
  };
}
