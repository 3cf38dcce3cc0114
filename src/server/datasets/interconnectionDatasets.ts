// Datasets of interconnection capacities, notices, congestion cost, loss factors and the zero balance. Rows come from the market module src/server/simulator/markets/interconnection/.
// Field names are the response item fields of the /v1/transmission/data/... operation named beside each dataset.
// Capacities MW, quantities MWh, amounts TL; monthly rows sit at the month's first hour, yearly ones at 1 January.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const count = (name: string): DatasetField => ({ name, type: 'INTEGER' });
const direction = text('direction');

export const interconnectionDatasets: readonly DatasetDefinition[] = [
  // line-capacities: each ENTSO-E direction's capacity and what is left of it after the auctions, hourly.
  {
    id: 'transmission.line-capacities', table: 'transmission_line_capacities', grain: 'hour', dimensions: [direction],
    fields: [num('totalCapacity'), num('availableCapacity')], publication: 'dayAhead',
  },
  // capacity-demand: the yearly (-Y-), monthly (-A-) and daily (-G-) capacity auctions of each direction.
  {
    id: 'transmission.capacity-demand', table: 'transmission_capacity_demand', grain: 'day', dimensions: [direction, text('auctionCode')],
    fields: [num('requestedCapacity'), num('allocatedCapacity'), num('clearencePrice'), count('participantCount'), count('winnerCount'), count('bidCount')],
    publication: 'dayAhead',
  },
  // tcat-pre-month-forecast: one row per direction and month; it also carries its year's forecast (td, startsAt,
  // endsAt, yearNtc, yearAtc, yearAc), which tcat-pre-year-forecast reads from any month of its range.
  {
    id: 'transmission.tcat-month-forecast', table: 'transmission_tcat_month_forecast', grain: 'month', dimensions: [direction],
    fields: [
      text('transferStart'), text('transferEnd'), text('connType'), num('ntc'), num('atc'), num('alloc'),
      text('td'), text('startsAt'), text('endsAt'), num('yearNtc'), num('yearAtc'), num('yearAc'),
    ],
    publication: 'daily',
  },
  // nominal-capacity: the hour's nominated imports (offerQuantity) and exports (bidQuantity) over every border.
  {
    id: 'transmission.nominal-capacity', table: 'transmission_nominal_capacity', grain: 'hour', dimensions: [],
    fields: [num('bidQuantity'), num('offerQuantity')], publication: 'dayAhead',
  },
  // international-line-events: failure and maintenance notices, at their start hour.
  {
    id: 'transmission.line-events', table: 'transmission_line_events', grain: 'hour', dimensions: [],
    fields: ['baslangicTarihi', 'baslangicSaati', 'bitisTarihi', 'bitisSaati', 'hatAdi', 'olayTuru', 'aciklama'].map(text), publication: 'realtime',
  },
  // congestion-cost: a day's cost of the 1-coded instructions by bidding zone (region, regionShortName of
  // region-list: TR1, Turkey being one zone) and city, per order type (YAL/YAT) and reference price (PTF/SMF).
  // (Tables named by region since the region column came: a store built before it fills them as new datasets.)
  {
    id: 'transmission.congestion-cost-by-region', table: 'transmission_congestion_cost_by_region', grain: 'day',
    dimensions: [text('region'), text('orderType'), text('priceType'), text('cityName')],
    fields: [num('congestionCost')], publication: 'dayOver',
  },
  // iskk-list: the hour's transmission loss factor (%) of a bidding zone (region), first and last version, and the energy between them.
  {
    id: 'transmission.loss-factor-by-region', table: 'transmission_loss_factor_by_region', grain: 'hour', dimensions: [text('region')],
    fields: [num('firstVersionValue'), num('lastVersionValue'), num('difference')], publication: 'dayOver',
  },
  // zero-balance: the month's zero-balance adjustment and its parts.
  {
    id: 'transmission.zero-balance', table: 'transmission_zero_balance', grain: 'month', dimensions: [],
    fields: [
      'zeroBalanceAdjustment', 'downRegulation', 'upRegulation', 'manual', 'negativeImbalance', 'renewableImbalance', 'kupst',
      'downRegulationZero', 'downRegulationOne', 'upRegulationZero', 'upRegulationOne', 'downRegulationFine', 'upRegulationFine',
    ].map(num),
    publication: 'settlement',
  },
];
