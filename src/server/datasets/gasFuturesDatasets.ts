// Datasets of the gas futures market (VGP): index prices, price summaries, trades, matched quantities, trade
// volumes, open positions and order books. Rows come from the gas market module
// src/server/simulator/gasMarkets/gasFutures/ (each dataset id listed there too). One row per contract and trading
// day (the transaction history: per trade, at its match time); the contract's delivery year (text, as the operator
// takes it) and period are dimensions, so the deliveryYear / deliveryPeriod request fields bind to them. Prices
// TL/1000 Sm³ (the index price also in USD and EUR per 1000 Sm³), quantities and open positions 1000 Sm³ a day,
// trade volume TL (Σ price × quantity of the day's trades).
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const contract: DatasetField[] = [text('contractName'), text('deliveryYear'), text('deliveryPeriod')];

export const gasFuturesDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/vgp/data/ggf
  { id: 'vgp.daily-index-price', table: 'vgp_daily_index_price', grain: 'day', dimensions: contract, fields: [num('price'), num('priceUsd'), num('priceEur')], publication: 'sessionClose' },
  // /v1/markets/vgp/data/contract-price-summary
  {
    id: 'vgp.contract-price-summary', table: 'vgp_contract_price_summary', grain: 'day', dimensions: contract,
    fields: ['firstMatchingPrice', 'maxMatchingPrice', 'minMatchingPrice', 'latestMatchingPrice', 'ggf'].map(num), publication: 'sessionClose',
  },
  // /v1/markets/vgp/data/vgp-transaction-history: ts = the match time, each trade public once its hour is over
  {
    id: 'vgp.transaction-history', table: 'vgp_transaction_history', grain: 'hour', dimensions: [...contract, { name: 'tradeNo', type: 'INTEGER' }],
    fields: [num('matchingPrice'), num('matchingQuantity')], publication: 'realtime',
  },
  // /v1/markets/vgp/data/matching-quantity
  { id: 'vgp.matching-quantity', table: 'vgp_matching_quantity', grain: 'day', dimensions: contract, fields: [num('marketMatchingQuantity')], publication: 'sessionClose' },
  // /v1/markets/vgp/data/vgp-volume
  { id: 'vgp.trade-volume', table: 'vgp_trade_volume', grain: 'day', dimensions: contract, fields: [num('volume')], publication: 'sessionClose' },
  // /v1/markets/vgp/data/open-position
  { id: 'vgp.open-position', table: 'vgp_open_position', grain: 'day', dimensions: contract, fields: [num('openPosition')], publication: 'sessionClose' },
  // /v1/markets/vgp/data/vgp-offer-price: the book each listed contract opens the day with (public from the day's start)
  {
    id: 'vgp.offer-price', table: 'vgp_offer_price', grain: 'day', dimensions: contract,
    fields: [num('bestBuyPrice'), num('bestSellPrice'), num('lastMatchPrice'), num('fdo')], publication: 'daily',
  },
];
