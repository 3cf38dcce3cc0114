// The gas market module of the gas futures market (VGP) (see ../gasDayModule.ts): each day, the contracts listed
// that day (gasFuturesContracts.ts) add their index price, trades, quantities, volumes and open positions on
// business days (gasFuturesDayRows.ts, from the contract's path in gasContractPath.ts, settling at the average
// reference price of its delivery period read through ctx.gasDayOf), and the order book they open the day with on
// every day; a contract whose delivery starts closes its open position to zero on the first business day of it.
import { fxRate } from '../../fx';
import type { GasDayModule } from '../gasDayModule';
import { gasContractPath } from './gasContractPath';
import { firstBusinessDayFrom, gasContractsListedOn, type GasFuturesContract } from './gasFuturesContracts';
import { gasContractKeys, gasOfferPriceRow, gasTradingDayRows, VGP_DATASETS } from './gasFuturesDayRows';

/** Contracts whose delivery started within the last days; the first business day of a delivery is at most this far off. */
const DELIVERY_LOOKBACK_DAYS = 10;

/** The contracts whose delivery's first business day is `day`. */
function contractsStartingDelivery(day: number): GasFuturesContract[] {
  const found = new Map<string, GasFuturesContract>();
  for (let back = 1; back <= DELIVERY_LOOKBACK_DAYS; back++) {
    for (const c of gasContractsListedOn(day - back)) {
      if (c.deliveryStart <= day && firstBusinessDayFrom(c.deliveryStart) === day) found.set(c.name, c);
    }
  }
  return [...found.values()];
}

export const gasFuturesModule: GasDayModule = {
  name: 'gasFutures',
  datasets: Object.values(VGP_DATASETS),
  addDay(ctx) {
    const { cal } = ctx.g;
    const referencePriceOf = (day: number) => ctx.gasDayOf(day).grfTl;
    const fx = fxRate(ctx.noise, cal.day);
    for (const contract of gasContractsListedOn(cal.day)) {
      const path = gasContractPath(ctx.noise, referencePriceOf, contract);
      const offer = gasOfferPriceRow(path, cal.day, cal.ts);
      if (offer) ctx.push(VGP_DATASETS.offerPrices, offer);
      const today = cal.isBusinessDay ? path.days.find((d) => d.day === cal.day) : undefined;
      if (!today) continue;
      for (const [id, rows] of Object.entries(gasTradingDayRows(path, today, cal.ts, fx))) for (const row of rows) ctx.push(id, row);
    }
    // Deliveries start on the 1st of a month, so their first business day falls within its first days.
    if (!cal.isBusinessDay || cal.dayOfMonth > DELIVERY_LOOKBACK_DAYS) return;
    for (const contract of contractsStartingDelivery(cal.day)) {
      ctx.push(VGP_DATASETS.openPosition, { ts: cal.ts, ...gasContractKeys(contract), openPosition: 0 });
    }
  },
};
