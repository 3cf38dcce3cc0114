// The market module of the day-ahead order book (see ../marketDayModule.ts): each hour's supply and demand
// curves crossing at the published MCP and matched volume (and the same curves as chart points), the submitted flexible offers around the matched
// ones of dam.quantities, the side payments, and each month's maximum settlement price (the cap).
import { MS_PER_HOUR } from '../../calendar';
import type { MarketDayModule } from '../marketDayModule';
import { flexibleOfferQuantities } from './flexibleOffers';
import { maximumSettlementPrice } from './maximumSettlementPrice';
import { sidePayments } from './sidePayments';
import { supplyDemandChartPoints } from './supplyDemandChartPoints';
import { dayPriceGrid, supplyDemandCurve } from './supplyDemandCurve';

export const DAY_AHEAD_BOOK_DATASETS = {
  supplyDemand: 'dam.supply-demand',
  supplyDemandChart: 'dam.supply-demand-chart',
  flexibleOffers: 'dam.flexible-offers',
  sidePayments: 'dam.side-payments',
  maximumSettlementPrice: 'dam.maximum-settlement-price',
} as const;

export const dayAheadBookModule: MarketDayModule = {
  name: 'dayAheadBook',
  datasets: Object.values(DAY_AHEAD_BOOK_DATASETS),
  addDay({ noise, e, dayRows, push }) {
    const quantities = dayRows['dam.quantities'] ?? [];
    if (quantities.length !== 24) throw new Error(`dayAheadBook needs the 24 rows of dam.quantities of ${e.cal.key}, found ${quantities.length}`);
    const grid = dayPriceGrid(e.cap, [...e.price]);
    for (let h = 0; h < 24; h++) {
      const ts = e.cal.ts + h * MS_PER_HOUR;
      const x = e.cal.day * 24 + h;
      const price = e.price[h]!;
      const volume = e.volume[h]!;
      const curve = supplyDemandCurve(noise, { x, price, volume }, grid, e.cap);
      for (const point of curve) push(DAY_AHEAD_BOOK_DATASETS.supplyDemand, { ts, ...point });
      for (const point of supplyDemandChartPoints(curve, volume)) push(DAY_AHEAD_BOOK_DATASETS.supplyDemandChart, { ts, ...point });
      const matched = quantities[h]!;
      push(DAY_AHEAD_BOOK_DATASETS.flexibleOffers, {
        ts, ...flexibleOfferQuantities(noise, x, Number(matched.matchedFlexibleBuyingOfferQuantity), Number(matched.matchedFlexibleSellingOfferQuantity)),
      });
      push(DAY_AHEAD_BOOK_DATASETS.sidePayments, { ts, ...sidePayments(noise, x, Number(matched.volumeOfAsk)) });
    }
    if (e.cal.dayOfMonth === 1) push(DAY_AHEAD_BOOK_DATASETS.maximumSettlementPrice, { ts: e.cal.ts, ...maximumSettlementPrice(e.cal.ts, e.cap) });
  },
};
