// Electricity market datasets: day-ahead, balancing, consumption, generation, dams.
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

export const GENERATION_SOURCES = [
  'naturalGas', 'dammedHydro', 'lignite', 'river', 'importCoal', 'wind', 'sun', 'fueloil', 'geothermal',
  'asphaltiteCoal', 'blackCoal', 'biomass', 'naphta', 'lng', 'importExport', 'wasteheat',
] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

export const electricityDatasets: readonly DatasetDefinition[] = [
  {
    id: 'dam.mcp', table: 'dam_mcp', grain: 'hour', dimensions: [],
    fields: [num('price'), num('priceUsd'), num('priceEur'), num('volume')], publication: 'dayAhead',
  },
  {
    id: 'bpm.smp', table: 'bpm_smp', grain: 'hour', dimensions: [{ name: 'region', type: 'VARCHAR' }],
    fields: [num('systemMarginalPrice'), { name: 'smpDirectionId', type: 'INTEGER' }, { name: 'systemDirection', type: 'VARCHAR' }], publication: 'realtime',
  },
  { id: 'consumption.realtime', table: 'consumption_realtime', grain: 'hour', dimensions: [], fields: [num('consumption')], publication: 'realtime' },
  {
    id: 'generation.realtime', table: 'generation_realtime_plant', grain: 'hour',
    dimensions: [{ name: 'powerPlantId', type: 'BIGINT' }],
    fields: [num('total'), ...GENERATION_SOURCES.map(num)],
    rollupTable: 'generation_realtime', publication: 'realtime',
  },
  {
    id: 'dams.daily-kot', table: 'dams_daily_kot', grain: 'day',
    dimensions: [{ name: 'damId', type: 'BIGINT' }, { name: 'basin', type: 'VARCHAR' }, { name: 'dam', type: 'VARCHAR' }],
    fields: [num('dailyKot')], publication: 'daily',
  },
];
