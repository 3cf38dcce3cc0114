// Daily exchange rates, used to convert TL prices to USD and EUR.
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

export const exchangeRateDatasets: readonly DatasetDefinition[] = [
  { id: 'fx.daily', table: 'fx_daily', grain: 'day', dimensions: [], fields: [num('usdTry'), num('eurTry')], publication: 'daily' },
];
