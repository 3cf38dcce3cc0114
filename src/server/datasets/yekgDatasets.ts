// Datasets of YEK-G renewable energy certificates: issued, cancelled, expired and withdrawn quantities, the organised market and bilateral transfers. Rows come from the market module
// src/server/simulator/markets/yekg/ (each dataset id listed there too). Field names are the responseItemFields of
// the electricity-service operation named beside each dataset; `ts` is the row's month or day. Quantities are
// certificates (one per MWh), prices TL (USD, EUR) per certificate, values TL (USD, EUR).
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

const amounts = ['windAmount', 'solarAmount', 'hydroPowerAmount', 'geothermalAmount', 'biomassAmount', 'totalAmount'].map(num);

/** A monthly registry flow: public with the month's settlement (the 15th of the next month). */
const monthlyFlow = (id: string, table: string): DatasetDefinition => ({
  id, table, grain: 'month', dimensions: [], fields: amounts, publication: 'settlement',
});

export const yekgDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/yek-g/data/exported-document-quantity (the operator's "exported" means issued: ihraç)
  monthlyFlow('yekg.issued', 'yekg_issued'),
  // /v1/markets/yek-g/data/cancelation-quantity
  monthlyFlow('yekg.cancelled', 'yekg_cancelled'),
  // /v1/markets/yek-g/data/expiry-quantity
  monthlyFlow('yekg.expired', 'yekg_expired'),
  // /v1/markets/yek-g/data/withdrawal-quantity
  monthlyFlow('yekg.withdrawn', 'yekg_withdrawn'),
  // The organised market per working day and resource type: market-bid-ask-quantity (alisTeklifMiktari,
  // satisTeklifMiktari), min-max-match-amount-list, weighted-average-price (aof*), trading-volume (volume*),
  // and the matched quantity behind them.
  {
    id: 'yekg.market', table: 'yekg_market', grain: 'day', dimensions: [{ name: 'resourceType', type: 'VARCHAR' }],
    fields: [
      'alisTeklifMiktari', 'satisTeklifMiktari', 'matchedQuantity', 'minMatchPrice', 'maxMatchPrice',
      'aofTl', 'aofUsd', 'aofEuro', 'volumeTl', 'volumeUsd', 'volumeEuro',
    ].map(num),
    publication: 'sessionClose',
  },
  // /v1/markets/yek-g/data/yekg-matching-quantity: the organised market's matched certificates per source
  { id: 'yekg.matching-quantity', table: 'yekg_matching_quantity', grain: 'day', dimensions: [], fields: amounts, publication: 'sessionClose' },
  // /v1/markets/yek-g/data/bilateral-contract-list
  {
    id: 'yekg.bilateral-contracts', table: 'yekg_bilateral_contracts', grain: 'day', dimensions: [],
    fields: ['wind', 'sun', 'hydro', 'geothermal', 'biomass', 'total'].map(num), publication: 'sessionClose',
  },
];
