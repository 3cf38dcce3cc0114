// A month's withdrawal split by province and consumer sector (consumption-quantity), its consumers counted the
// same way (consumer-quantity), the per-province sector table (percentage-consumption-info) and the eligible
// consumers per sector (eligible-consumer-quantity). The month's settlement withdrawal and its eligible part come
// from settlementWithdrawal.ts, so, in whole MWh: Σ serbestTuketiciTuketimMiktari = the month's Σ st, and the two
// other columns add up to its withdrawal under supply liability. Cells are shared out with the largest remainder
// (../marketReports/apportion.ts), so every split adds up exactly. Weights: the province's share × the sector's
// energy share × the sector's season × a fixed per-cell mix (±25 %: some provinces farm, some make steel).
// Consumers: the eligible-meter count of the month (../marketReports/eligibleMeterCounts.ts) by province (the
// energy share flattened, as people spread more evenly than industry) and sector meter share.
import { streamId, type NoiseField } from '../../noise';
import type { SimRow } from '../../simulateWorld';
import { apportion } from '../marketReports/apportion';
import { eligibleMeterCount } from '../marketReports/eligibleMeterCounts';
import { CONSUMER_SECTORS, type ConsumerSector } from './consumerSectors';
import { PROVINCE_SHARES, type ProvinceShare } from './provinceShares';

const N_MIX = streamId('consumption.quantity.mix');
const MIX = 0.25;
const PEOPLE_SPREAD = 0.85;

export interface MonthWithdrawal {
  /** MWh withdrawn in the month (Σ swv). */
  total: number;
  /** MWh of it drawn by eligible consumers from a supplier of their choice (Σ st). */
  eligible: number;
}

export interface MonthConsumption {
  consumption: SimRow[];
  consumers: SimRow[];
  percentages: SimRow[];
  eligibleConsumers: SimRow[];
}

interface Cell { p: ProvinceShare; s: ConsumerSector }

const CELLS: readonly Cell[] = PROVINCE_SHARES.flatMap((p) => CONSUMER_SECTORS.map((s) => ({ p, s })));

const mix = (noise: NoiseField, c: Cell): number => Math.exp(MIX * noise.normal(N_MIX, c.p.province.id * 16 + c.s.id));

const key = (c: Cell) => ({ provinceId: c.p.province.id, province: c.p.province.name, profileGroupId: c.s.id, consumerSector: c.s.tr });

/** month: 1–12; index: the month index of eligibleMeterCounts.ts. */
export function monthConsumption(noise: NoiseField, month: number, index: number, withdrawal: MonthWithdrawal): MonthConsumption {
  const totalMwh = Math.round(withdrawal.total);
  const eligibleMwh = Math.round(withdrawal.eligible);
  const weights = CELLS.map((c) => c.p.share * c.s.energyShare * c.s.season[month - 1]! * mix(noise, c));
  const free = apportion(eligibleMwh, weights.map((w, i) => w * CELLS[i]!.s.usingEnergy));
  const liable = apportion(totalMwh - eligibleMwh, weights.map((w, i) => w * (1 - CELLS[i]!.s.usingEnergy)));
  const meters = apportion(eligibleMeterCount(noise, index), CELLS.map((c) => c.p.share ** PEOPLE_SPREAD * c.s.meterShare));

  const consumption: SimRow[] = [];
  const consumers: SimRow[] = [];
  const byProvince = new Map<number, Record<string, number>>();
  const bySector = new Map<number, { using: number; notUsing: number }>(CONSUMER_SECTORS.map((s) => [s.id, { using: 0, notUsing: 0 }]));
  CELLS.forEach((c, i) => {
    const { s } = c;
    const noRightShare = s.noRightCount / (1 - s.usingCount);
    const [noRight, notUsing] = apportion(liable[i]!, [noRightShare, 1 - noRightShare + 1e-12]);
    consumption.push({
      ...key(c), serbestTuketiciTuketimMiktari: free[i]!, stHakkiBulunmayanTuketiciTuketimMiktari: noRight!, stHakkiniKullanmayanTuketiciTuketimMiktari: notUsing!,
    });
    const [usingCount, noRightCount, notUsingCount] = apportion(meters[i]!, [s.usingCount + 1e-12, s.noRightCount, 1 - s.usingCount - s.noRightCount + 1e-12]);
    consumers.push({ ...key(c), serbestTuketiciSayisi: usingCount!, stHakkiBulunmayanAboneSayisi: noRightCount!, stHakkiKullanmayanAboneSayisi: notUsingCount! });
    const sector = bySector.get(s.id)!;
    sector.using += usingCount!;
    sector.notUsing += notUsingCount!;
    const province = byProvince.get(c.p.province.id) ?? {};
    province[s.percentageField] = free[i]! + liable[i]!;
    byProvince.set(c.p.province.id, province);
  });

  const percentages = PROVINCE_SHARES.map(({ province }) => {
    const sectors = byProvince.get(province.id)!;
    const generalTotal = Object.values(sectors).reduce((a, b) => a + b, 0);
    return {
      provinceId: province.id, province: province.name, ...sectors, generalTotal,
      consumptionRatioBasedOnProvince: Math.round((generalTotal / totalMwh) * 1e6) / 1e4,
    };
  });
  const eligibleConsumers = CONSUMER_SECTORS.map((s) => ({
    profilAboneGrupAdi: s.tr, quantityOfUsingEligibleConsumer: bySector.get(s.id)!.using, quantityOfNotUsingEligibleConsumer: bySector.get(s.id)!.notUsing,
  }));
  return { consumption, consumers, percentages, eligibleConsumers };
}
