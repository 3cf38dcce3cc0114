// Datasets of the power futures market (VEP): contracts, prices, quantities, open positions, transactions. Rows come from the market module
// src/server/simulator/markets/powerFutures/ (each dataset id listed there too). One row per contract and trading day (the
// transaction history: per trade, at its match time); the contract's delivery year, period and load type are dimensions,
// so the operator's year / deliveryPeriod / loadType filters bind to them. Prices TL/MWh, quantities lots (0.1 MW over
// every delivery hour), totals MWh, values TL.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const integer = (name: string): DatasetField => ({ name, type: 'INTEGER' });
const contract = (name = 'contractName', year: DatasetField = integer('year')): DatasetField[] => [text(name), year, text('deliveryPeriod'), text('loadType')];

export const powerFuturesDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/pfm/data/ggf
  { id: 'pfm.daily-index-price', table: 'pfm_daily_index_price', grain: 'day', dimensions: contract(), fields: [num('price'), num('priceUsd'), num('priceEur')], publication: 'sessionClose' },
  // /v1/markets/pfm/data/contract-price-summary
  {
    id: 'pfm.contract-price-summary', table: 'pfm_contract_price_summary', grain: 'day', dimensions: contract(),
    fields: ['firstMatchingPrice', 'maxMatchingPrice', 'minMatchingPrice', 'latestMatchingPrice', 'dipPrice'].map(num), publication: 'sessionClose',
  },
  // /v1/markets/pfm/data/pfm-transaction-history: the operator takes its year as text here; ts = the match time, each
  // trade public once its hour is over
  {
    id: 'pfm.transaction-history', table: 'pfm_transaction_history', grain: 'hour', dimensions: [...contract('contractName', text('year')), integer('tradeNo')],
    fields: [text('matchTime'), text('transactionType'), num('matchingPrice'), num('matchingQuantity'), num('total')], publication: 'realtime',
  },
  // /v1/markets/pfm/data/vep-matching-quantity
  {
    id: 'pfm.matching-quantity', table: 'pfm_matching_quantity', grain: 'day', dimensions: contract('kontratAdi'),
    fields: [
      'marketMatchingQuantity', 'privateOperationQuantity', 'dailyIndexPriceBiddingQuantity', 'basePriceBiddingQuantity', 'defaultBiddingQuantity',
      'syntheticBuyMatchingQuantity', 'syntheticSellMatchingQuantity', 'total',
    ].map(num),
    publication: 'sessionClose',
  },
  // /v1/markets/pfm/data/pfm-trade-value
  { id: 'pfm.trade-value', table: 'pfm_trade_value', grain: 'day', dimensions: contract(), fields: [num('volume'), num('ozelIslemBildirimHacmi'), num('total')], publication: 'sessionClose' },
  // /v1/markets/pfm/data/open-position
  { id: 'pfm.open-position', table: 'pfm_open_position', grain: 'day', dimensions: contract(), fields: [num('openPosition')], publication: 'sessionClose' },
  // /v1/markets/pfm/data/offer-price: the book each listed contract opens the day with (public from the day's start)
  {
    id: 'pfm.order-prices', table: 'pfm_order_prices', grain: 'day', dimensions: contract(),
    fields: [num('bestBuyPrice'), num('bestSellPrice'), num('lastMatchPrice'), text('fdo')], publication: 'daily',
  },
];
