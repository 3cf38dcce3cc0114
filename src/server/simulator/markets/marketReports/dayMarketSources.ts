// One day's volumes of every market as the datasets that publish them hold them, computed by the same functions
// as the world loop (marketHours.ts, the imbalance module's), so each part equals its
// dataset's day sum (marketVolumes.test.ts checks this against the world's rows); futures count the energy
// delivered that day (futuresDelivery.ts). A pure function of the seed and the day, kept per world: a month's
// report reads days the world loop has not reached yet, which ctx.dayRows cannot give. Quantities MWh to the
// cent (sums of published values), money TL.
import type { ElectricityDay } from '../../electricityDay';
import { marketHours } from '../../marketHours';
import type { NoiseField } from '../../noise';
import { euasContractAmount } from '../imbalanceAndAncillary/euasBilateral';
import { imbalanceCost } from '../imbalanceAndAncillary/imbalanceCost';
import { systemImbalance } from '../imbalanceAndAncillary/systemImbalance';
import { instructionsByCode } from './bpmInstructionsByCode';
import { deliveredFuturesEnergy } from './futuresDelivery';
import { meteredEnergy } from './meteredEnergy';
import { hourZeroBalanceAdjustment } from './zeroBalanceAdjustment';

export interface DayMarketSources {
  day: number;
  /** Σ bilateral.bid-quantity of the day. */
  bilateral: number;
  /** bilateral.euas-retailers: EÜAŞ's contracts with the authorised retailers, the public part of bilateral. */
  publicBilateral: number;
  /** Σ dam.mcp volume (the matched day-ahead quantity). */
  dayAhead: number;
  /** Σ bpm.order-summary upRegulationDelivered + downRegulationDelivered. */
  balancing: number;
  /** Σ idm.hourly clearingQuantityAsk. */
  intraday: number;
  /** The futures MWh delivered on the day (futuresDelivery.ts), from the final open positions of pfm.open-position. */
  futures: number;
  /** Σ imbalance.quantity positiveImbalance − negativeImbalance: the gross imbalance energy. */
  imbalance: number;
  /** The day's zero-balance adjustment, TL (zeroBalanceAdjustment.ts), unrounded. */
  zeroBalance: number;
  /** meteredEnergy.ts. */
  injection: number;
  withdrawal: number;
}

const cents = (x: number): number => Math.round(x * 100);

function computeDay(noise: NoiseField, chainOf: (day: number) => ElectricityDay, e: ElectricityDay): DayMarketSources {
  const hours = marketHours(noise, e);
  let dayAhead = 0;
  let balancing = 0;
  let intraday = 0;
  let imbalance = 0;
  let zeroBalance = 0;
  hours.forEach((hour, h) => {
    const { x, orders } = hour;
    const price = e.price[h]!;
    const b = e.balancing[h]!;
    dayAhead += cents(e.volume[h]!);
    balancing += cents(orders.upRegulationDelivered) + cents(orders.downRegulationDelivered);
    intraday += cents(hour.intraday.clearingQuantityAsk);
    const quantity = systemImbalance(noise, x, orders, e.consumption[h]!);
    imbalance += cents(quantity.positiveImbalance) - cents(quantity.negativeImbalance);
    const codes = instructionsByCode(noise, x, orders, { mcp: price, smp: b.systemMarginalPrice, direction: b.smpDirectionId, cap: e.cap });
    zeroBalance += hourZeroBalanceAdjustment(codes, imbalanceCost(quantity, hour.imbalancePrices));
  });
  const bilateralHours = hours.map((hour) => hour.bilateral);
  return {
    day: e.cal.day,
    bilateral: bilateralHours.reduce((s, q) => s + cents(q), 0) / 100,
    publicBilateral: euasContractAmount(noise, e.cal.day * 24, bilateralHours),
    dayAhead: dayAhead / 100,
    balancing: balancing / 100,
    intraday: intraday / 100,
    futures: deliveredFuturesEnergy(noise, chainOf, e),
    imbalance: imbalance / 100,
    zeroBalance,
    ...meteredEnergy(noise, e),
  };
}

const memo = new WeakMap<NoiseField, Map<number, DayMarketSources>>();

/** The day's sources, computed once per world (the month's report and the day's row ask for the same days). */
export function dayMarketSources(noise: NoiseField, chainOf: (day: number) => ElectricityDay, e: ElectricityDay): DayMarketSources {
  let days = memo.get(noise);
  if (!days) { days = new Map(); memo.set(noise, days); }
  let sources = days.get(e.cal.day);
  if (!sources) { sources = computeDay(noise, chainOf, e); days.set(e.cal.day, sources); }
  return sources;
}
