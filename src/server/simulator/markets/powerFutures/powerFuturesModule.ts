// The market module of power futures (see ../marketDayModule.ts): each day, the contracts listed that day
// (futuresContracts.ts) add their index price, trades, quantities, values and open positions on business days
// (futuresDayRows.ts, from the contract's path in contractPath.ts), and the order book they open the day with on
// every day; a contract whose delivery starts closes its open position to zero on the first business day of it.
import { calendarDay } from '../../calendar';
import { fxRate } from '../../fx';
import type { MarketDayModule } from '../marketDayModule';
import { contractPath } from './contractPath';
import { contractsListedOn, type FuturesContract } from './futuresContracts';
import { contractKeys, orderPricesRow, PFM_DATASETS, tradingDayRows } from './futuresDayRows';

/** Contracts whose delivery started within the last days; the first business day of a delivery is at most this far off. */
const DELIVERY_LOOKBACK_DAYS = 10;

function firstBusinessDayFrom(day: number): number {
  let d = day;
  while (!calendarDay(d).isBusinessDay) d++;
  return d;
}

/** The contracts whose delivery's first business day is `day`. */
function contractsStartingDelivery(day: number): FuturesContract[] {
  const found = new Map<string, FuturesContract>();
  for (let back = 1; back <= DELIVERY_LOOKBACK_DAYS; back++) {
    for (const c of contractsListedOn(day - back)) {
      if (c.deliveryStart <= day && firstBusinessDayFrom(c.deliveryStart) === day) found.set(c.name, c);
    }
  }
  return [...found.values()];
}

export const powerFuturesModule: MarketDayModule = {
  name: 'powerFutures',
  datasets: Object.values(PFM_DATASETS),
  addDay(ctx) {
    const { cal } = ctx.e;
    const fx = fxRate(ctx.noise, cal.day);
    for (const contract of contractsListedOn(cal.day)) {
      const path = contractPath(ctx.noise, ctx.chainOf, contract);
      const orders = orderPricesRow(path, cal.day, cal.ts);
      if (orders) ctx.push(PFM_DATASETS.orderPrices, orders);
      const today = cal.isBusinessDay ? path.days.find((d) => d.day === cal.day) : undefined;
      if (!today) continue;
      for (const [id, rows] of Object.entries(tradingDayRows(path, today, cal.ts, fx))) for (const row of rows) ctx.push(id, row);
    }
    // Deliveries start on the 1st of a month, so their first business day falls within its first days.
    if (!cal.isBusinessDay || cal.dayOfMonth > DELIVERY_LOOKBACK_DAYS) return;
    for (const contract of contractsStartingDelivery(cal.day)) {
      ctx.push(PFM_DATASETS.openPosition, { ts: cal.ts, ...contractKeys(contract), openPosition: 0 });
    }
  },
};
