// Natural gas market datasets: spot prices and volumes, balancing, transmission. Field names are the
// responseItemFields of the natural-gas-service operation named beside each dataset (its time field —
// date or gasDay — is the row's ts), so a descriptor binds them 1:1. Quantities on the spot market are in
// 1000 Sm³, trade values in TL, transmission amounts in Sm³ per gas day.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });

export const naturalGasDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/sgp/data/daily-reference-price
  { id: 'gas.drp', table: 'gas_drp', grain: 'day', dimensions: [], fields: [num('grfTl'), num('grfUsd'), num('grfEur'), num('grfUsdMmBtu')], publication: 'daily' },
  // /v1/markets/sgp/data/sgp-price (GÖF, GİF, GEF, AOF)
  {
    id: 'gas.sgp-price', table: 'gas_sgp_price', grain: 'day', dimensions: [],
    fields: [num('dayAheadPrice'), num('intraDayPrice'), num('dayAfterPrice'), num('weightedAverage')], publication: 'daily',
  },
  // /v1/markets/sgp/data/balancing-gas-price (İDAF, İDSF, DGAF, DGSF)
  {
    id: 'gas.balancing-gas-price', table: 'gas_balancing_gas_price', grain: 'day', dimensions: [],
    fields: [num('additionalBalancingPurchase'), num('additionalBalancingSale'), num('balancingGasPurchase'), num('balancingGasSale')],
    publication: 'daily',
  },
  // /v1/markets/sgp/data/daily-matched-quantity (GEEM, GİEM, GÖEM, total)
  {
    id: 'gas.daily-matched-quantity', table: 'gas_daily_matched_quantity', grain: 'day', dimensions: [],
    fields: [text('contractName'), num('dayAheadMatchingQuantity'), num('intraDayMatchingQuantity'), num('dayAfterMatchingQuantity'), num('total')],
    publication: 'daily',
  },
  // /v1/markets/sgp/data/daily-trade-volume (GOİH, GİİH, GEİH, total)
  {
    id: 'gas.daily-trade-volume', table: 'gas_daily_trade_volume', grain: 'day', dimensions: [],
    fields: [text('contractName'), num('dayAheadTradeValue'), num('intraDayTradeValue'), num('dayAfterTradeValue'), num('tradeValueTotal')],
    publication: 'daily',
  },
  // matchAmount: /v1/markets/sgp/data/match-quantity · tradeVolume: /v1/markets/sgp/data/total-trade-volume ·
  // amount: /v1/markets/sgp/data/grf-match-quantity · tradeValue: /v1/markets/sgp/data/grf-trade-volume
  {
    id: 'gas.sgp-totals', table: 'gas_sgp_totals', grain: 'day', dimensions: [],
    fields: [id('matchAmount'), num('tradeVolume'), id('amount'), num('tradeValue')], publication: 'daily',
  },
  // System balance of a gas day; entryAmount = exitAmount + storage change + line-pack change.
  // entryAmount: /v1/transmission/data/realization-entry-amount · exitAmount: realization-exit-amount ·
  // entryNominationAmount: entry-nomination · exitNominationAmount: exit-nomination · stockAmount: stock-amount
  // (working gas in storage) · dayAheadAmount: day-ahead · dayEndAmount: day-end · transfer: transfer ·
  // linePack: gas held in the pipelines (no operation of its own; makes the balance checkable).
  {
    id: 'gas.transmission', table: 'gas_transmission', grain: 'day', dimensions: [],
    fields: [
      num('entryAmount'), num('exitAmount'), num('entryNominationAmount'), num('exitNominationAmount'), num('stockAmount'),
      num('linePack'), num('dayAheadAmount'), num('dayEndAmount'), num('transfer'),
    ],
    publication: 'daily',
  },
  // By entry point (registry.gas-points, pointType INPUT); Σ entryAmount over points = gas.transmission.entryAmount.
  // maxEntryAmount: /v1/transmission/data/max-entry-amount · rezerveEntryAmount: rezerve-entry-amount (filter pointId)
  {
    id: 'gas.transmission.entry-point', table: 'gas_transmission_entry_point', grain: 'day', dimensions: [id('pointId')],
    fields: [num('entryAmount'), num('maxEntryAmount'), num('rezerveEntryAmount')], publication: 'daily',
  },
  // By exit point (pointType OUTPUT); Σ exitAmount = gas.transmission.exitAmount.
  // maxExitAmount: /v1/transmission/data/max-exit-amount · rezerveExitAmount: rezerve-exit-amount (filter pointId)
  {
    id: 'gas.transmission.exit-point', table: 'gas_transmission_exit_point', grain: 'day', dimensions: [id('pointId')],
    fields: [num('exitAmount'), num('maxExitAmount'), num('rezerveExitAmount')], publication: 'daily',
  },
  // /v1/transmission/data/daily-actualization-amount (filter storageFacilityId): injection, reproduction
  // (withdrawal); stockAmount per facility adds up to gas.transmission.stockAmount.
  {
    id: 'gas.storage', table: 'gas_storage', grain: 'day', dimensions: [id('storageFacilityId')],
    fields: [num('injection'), num('reproduction'), num('stockAmount')], publication: 'daily',
  },
];
