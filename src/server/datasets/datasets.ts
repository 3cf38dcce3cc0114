// The dataset registry: every table the data store holds, the fields it has and how it is keyed.
// A descriptor's `data` section names a dataset; the store builds its SQL from these definitions,
// so adding a report over an existing dataset needs no code.
//
// Time convention: `ts` is the Istanbul wall-clock time of the row's start (delivery hour, gas day, month),
// stored as a naive TIMESTAMP; rows are published with the +03:00 offset.
import type { DataBinding } from '../../../schemas/report.schema';
import { consumerCountsDatasets } from './consumerCountsDatasets';
import { consumptionMeteringDatasets } from './consumptionMeteringDatasets';
import { damEnergyDatasets } from './damEnergyDatasets';
import type { DatasetDefinition } from './datasetDefinition';
import { dayAheadBookDatasets } from './dayAheadBookDatasets';
import { electricityDatasets } from './electricityDatasets';
import { exchangeRateDatasets } from './exchangeRateDatasets';
import { gasFuturesDatasets } from './gasFuturesDatasets';
import { generationPlansDatasets } from './generationPlansDatasets';
import { imbalanceAndAncillaryDatasets } from './imbalanceAndAncillaryDatasets';
import { interconnectionDatasets } from './interconnectionDatasets';
import { intradayBookDatasets } from './intradayBookDatasets';
import { marketReportsDatasets } from './marketReportsDatasets';
import { naturalGasDatasets } from './naturalGasDatasets';
import { participantDatasets } from './participantDatasets';
import { powerFuturesDatasets } from './powerFuturesDatasets';
import { registryDatasets } from './registryDatasets';
import { renewablesSupportDatasets } from './renewablesSupportDatasets';
import { spotBalancingDatasets } from './spotBalancingDatasets';
import { yekgDatasets } from './yekgDatasets';

export type { DatasetDefinition, DatasetField, FieldType } from './datasetDefinition';
export { GENERATION_SOURCES, type GenerationSource } from './electricityDatasets';

/** Every dataset, one file per market area; ids and table names are unique across them (tested). */
export const datasets: readonly DatasetDefinition[] = [
  ...exchangeRateDatasets, ...electricityDatasets, ...naturalGasDatasets, ...registryDatasets, ...participantDatasets,
  // The electricity market modules (src/server/simulator/markets/).
  ...dayAheadBookDatasets, ...intradayBookDatasets, ...imbalanceAndAncillaryDatasets, ...powerFuturesDatasets,
  ...yekgDatasets, ...marketReportsDatasets,
  ...generationPlansDatasets, ...consumptionMeteringDatasets, ...consumerCountsDatasets, ...damEnergyDatasets, ...interconnectionDatasets, ...renewablesSupportDatasets,
  // The gas market modules (src/server/simulator/gasMarkets/).
  ...spotBalancingDatasets, ...gasFuturesDatasets,
];

const byId = new Map(datasets.map((d) => [d.id, d]));

export function findDataset(id: string): DatasetDefinition | undefined {
  return byId.get(id);
}

/** The dataset a binding reads first: its own, or the one it aggregates or joins others to. */
export function primaryDatasetId(binding: DataBinding): string {
  return binding.kind === 'dataset' ? binding.dataset : binding.from;
}

/** Every dataset a binding reads: the lead, then each joined one. */
export function bindingDatasetIds(binding: DataBinding): string[] {
  return [primaryDatasetId(binding), ...(binding.kind === 'join' ? binding.join.map((j) => j.dataset) : [])];
}
