// Datasets of imbalance quantities and costs, ancillary-service capacities and prices, bilateral contracts of EÜAŞ. Rows come from the market module
// src/server/simulator/markets/imbalanceAndAncillary/ (each dataset id listed there too). Field names are the
// responseItemFields of the operation beside each dataset; the row's ts is its date (and hour).
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

export const imbalanceAndAncillaryDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/imbalance/data/imbalance-quantity, MWh: positiveImbalance ≥ 0, negativeImbalance ≤ 0, their sum
  // negative in deficit hours. Imbalances are settled after the month: public on the 15th of the next month.
  {
    id: 'imbalance.quantity', table: 'imbalance_quantity', grain: 'hour', dimensions: [],
    fields: [num('positiveImbalance'), num('negativeImbalance')], publication: 'settlement',
  },
  // /v1/markets/imbalance/data/imbalance-amount, TL: each side of imbalance.quantity × its price of imbalance.prices.
  {
    id: 'imbalance.amount', table: 'imbalance_amount', grain: 'hour', dimensions: [],
    fields: [num('positiveImbalance'), num('negativeImbalance')], publication: 'settlement',
  },
  // /v1/markets/imbalance/data/dsg-imbalance-quantity, MWh per balance-responsible group (organizationId, the
  // dsg-organization-list) and month; the groups of a month add up to the month's imbalance.quantity.
  {
    id: 'imbalance.dsg-quantity', table: 'imbalance_dsg_quantity', grain: 'month', dimensions: [{ name: 'organizationId', type: 'BIGINT' }],
    fields: [num('positiveImbalanceQuantity'), num('negativeImbalanceQuantity')], publication: 'settlement',
  },
  // /v1/markets/ancillary-services/data/primary-frequency-capacity-amount (amount, MW) and -price (price, TL/MW).
  // The reserve of tomorrow is set with the day-ahead results.
  {
    id: 'ancillary.primary-frequency', table: 'ancillary_primary_frequency', grain: 'hour', dimensions: [],
    fields: [num('amount'), num('price')], publication: 'dayAhead',
  },
  // /v1/markets/ancillary-services/data/secondary-frequency-capacity-amount (amount, MW) and -price (price, TL/MW).
  {
    id: 'ancillary.secondary-frequency', table: 'ancillary_secondary_frequency', grain: 'hour', dimensions: [],
    fields: [num('amount'), num('price')], publication: 'dayAhead',
  },
  // /v1/markets/bilateral-contracts/data/amount-of-bilateral-contracts: EÜAŞ's contracts with the authorised
  // retailers per day, MWh; a share of the day's bilateral.bid-quantity, published like it.
  {
    id: 'bilateral.euas-retailers', table: 'bilateral_euas_retailers', grain: 'day', dimensions: [],
    fields: [num('contractAmount')], publication: 'daily',
  },
];
