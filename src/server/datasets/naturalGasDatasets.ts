// Natural gas market datasets: spot prices and volumes, balancing, transmission.
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

export const naturalGasDatasets: readonly DatasetDefinition[] = [
  { id: 'gas.drp', table: 'gas_drp', grain: 'day', dimensions: [], fields: [num('grfTl'), num('grfUsd'), num('grfEur'), num('grfUsdMmBtu')], publication: 'daily' },
];
