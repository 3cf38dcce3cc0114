// Datasets of the day-ahead order book: supply and demand curves, flexible offers, side payments, the maximum settlement price. Rows come from the market module
// src/server/simulator/markets/dayAheadBook/ (each dataset id listed there too). Field names are the
// responseItemFields of the operation named beside each dataset; quantities MWh, values TL, prices TL/MWh.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });

export const dayAheadBookDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/dam/data/supply-demand: one row per hour and price of the day's grid (the price is the
  // dimension, so rows keep the curve's order). The whole day is published with the final results.
  { id: 'dam.supply-demand', table: 'dam_supply_demand', grain: 'hour', dimensions: [num('price')], fields: [num('supply'), num('demand')], publication: 'dayAhead' },
  // /v1/markets/dam/data/supply-demand-chart-data: the same curves as prices over one grid of amounts, one hour
  // per request (ts = the hour; the descriptor's hour filter reads it); amount keeps the points in order.
  {
    id: 'dam.supply-demand-chart', table: 'dam_supply_demand_chart', grain: 'hour', dimensions: [num('amount')],
    fields: [num('supplyPrice'), num('demandPrice')], publication: 'dayAhead',
  },
  // /v1/markets/dam/data/flexible-offer-buying-quantity and flexible-offer-selling-quantity.
  {
    id: 'dam.flexible-offers', table: 'dam_flexible_offers', grain: 'hour', dimensions: [],
    fields: [
      num('totalBuyingFlexibleOfferQuantity'), num('matchedBuyingFlexibleOfferQuantity'), num('unmatchedBuyingFlexibleOfferQuantity'),
      num('totalSellingFlexibleOfferQuantity'), num('matchedSellingFlexibleOfferQuantity'), num('unmatchedSellingFlexibleOfferQuantity'),
    ],
    publication: 'dayAhead',
  },
  // /v1/markets/dam/data/side-payments (TL): known once the day's clearing is final.
  {
    id: 'dam.side-payments', table: 'dam_side_payments', grain: 'hour', dimensions: [],
    fields: [num('originatingFromBids'), num('originatingFromOffers'), num('originatingFromRounding'), num('total')], publication: 'dayAhead',
  },
  // /v1/markets/data/maximum-settlement-price: one row per month (ts = its first day), announced before the
  // month, public from its first day.
  {
    id: 'dam.maximum-settlement-price', table: 'dam_maximum_settlement_price', grain: 'month', dimensions: [],
    fields: [text('startDate'), text('endDate'), num('gopMaxPrice'), num('naturalGas'), num('importedCoal'), num('localCoal'), num('other')],
    publication: 'daily',
  },
];
