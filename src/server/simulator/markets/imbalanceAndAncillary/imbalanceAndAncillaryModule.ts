// The market module of imbalance, ancillary services and bilateral contracts of EÜAŞ (see ../marketDayModule.ts).
// Hourly: the system imbalance (from the day's 0-coded instructions) and its cost (at the day's imbalance prices),
// the primary and secondary frequency reserves; daily: EÜAŞ's contracts with the authorised retailers (from the
// day's bilateral totals); monthly, on a month's first day: the imbalance of each balance-responsible group.
import { MS_PER_HOUR } from '../../calendar';
import type { SimRow } from '../../simulateWorld';
import type { MarketDayModule } from '../marketDayModule';
import { balanceResponsibleGroups } from './balanceResponsibleGroups';
import { euasContractAmount } from './euasBilateral';
import { frequencyReserves } from './frequencyReserves';
import { groupImbalance } from './groupImbalance';
import { imbalanceCost } from './imbalanceCost';
import { monthImbalance } from './monthImbalance';
import { systemImbalance } from './systemImbalance';

export const IMBALANCE_AND_ANCILLARY_DATASETS = {
  quantity: 'imbalance.quantity',
  amount: 'imbalance.amount',
  groupQuantity: 'imbalance.dsg-quantity',
  primaryReserve: 'ancillary.primary-frequency',
  secondaryReserve: 'ancillary.secondary-frequency',
  euasBilateral: 'bilateral.euas-retailers',
} as const;
const ids = IMBALANCE_AND_ANCILLARY_DATASETS;

/** The day's rows of a built-in dataset, one per hour, in hour order. */
function hourly(dayRows: Readonly<Record<string, readonly SimRow[]>>, id: string): readonly SimRow[] {
  const rows = dayRows[id];
  if (rows?.length !== 24) throw new Error(`imbalanceAndAncillary needs the 24 hours of ${id}, got ${rows?.length ?? 0}`);
  return rows;
}

export const imbalanceAndAncillaryModule: MarketDayModule = {
  name: 'imbalanceAndAncillary',
  datasets: Object.values(ids),
  addDay({ noise, e, chainOf, dayRows, push }) {
    const orders = hourly(dayRows, 'bpm.order-summary');
    const prices = hourly(dayRows, 'imbalance.prices');
    const bilateral = hourly(dayRows, 'bilateral.bid-quantity');
    let meanConsumption = 0;
    for (let h = 0; h < 24; h++) meanConsumption += e.consumption[h]! / 24;
    for (let h = 0; h < 24; h++) {
      const ts = e.cal.ts + h * MS_PER_HOUR;
      const x = e.cal.day * 24 + h;
      const o = orders[h]!;
      const p = prices[h]!;
      const quantity = systemImbalance(noise, x, {
        upRegulationZeroCoded: Number(o.upRegulationZeroCoded), downRegulationZeroCoded: Number(o.downRegulationZeroCoded),
      }, e.consumption[h]!);
      push(ids.quantity, { ts, ...quantity });
      push(ids.amount, { ts, ...imbalanceCost(quantity, { positiveImbalance: Number(p.positiveImbalance), negativeImbalance: Number(p.negativeImbalance) }) });
      const reserves = frequencyReserves(noise, x, e.consumption[h]! / meanConsumption, e.price[h]!, e.cap);
      push(ids.primaryReserve, { ts, ...reserves.primary });
      push(ids.secondaryReserve, { ts, ...reserves.secondary });
    }
    push(ids.euasBilateral, { ts: e.cal.ts, contractAmount: euasContractAmount(noise, e.cal.day * 24, bilateral.map((r) => Number(r.quantity))) });
    if (e.cal.dayOfMonth === 1) {
      // The month's row sits at its first hour, like every monthly settlement row; it needs every day of the month.
      const monthIndex = e.cal.year * 12 + e.cal.month - 1;
      for (const g of groupImbalance(noise, monthIndex, balanceResponsibleGroups(noise), monthImbalance(noise, e, chainOf))) {
        push(ids.groupQuantity, { ts: e.cal.ts, ...g });
      }
    }
  },
};
