// The dataset registry: every table the data store holds, the fields it has and how it is keyed.
// A descriptor's `data` section names a dataset; the store builds its SQL from these definitions,
// so adding a report over an existing dataset needs no code.
//
// Time convention: `ts` is the Istanbul wall-clock time of the row's start (delivery hour, gas day, month),
// stored as a naive TIMESTAMP; rows are published with the +03:00 offset.

export type FieldType = 'DOUBLE' | 'INTEGER' | 'BIGINT' | 'VARCHAR';

export interface DatasetField { name: string; type: FieldType }

export interface DatasetDefinition {
  id: string;
  /** Table name in the store. */
  table: string;
  grain: 'hour' | 'day' | 'month' | 'none';
  /** Fields that identify a series (filterable); the row key is ts + dimensions. */
  dimensions: DatasetField[];
  /** Measured values and descriptive attributes. */
  fields: DatasetField[];
  /**
   * A table holding the same measures already added up over every dimension, read when a request
   * leaves every dimension empty (e.g. the whole system instead of one power plant).
   */
  rollupTable?: string;
  /**
   * When a row becomes public (see publishedBefore.ts): 'realtime' an hour once it is over, 'dayAhead' the next
   * day's rows at 13:00, 'daily' a day's row on that day, 'always' registry data.
   */
  publication: 'realtime' | 'dayAhead' | 'daily' | 'always';
}

const num = (name: string): DatasetField => ({ name, type: 'DOUBLE' });

export const GENERATION_SOURCES = [
  'naturalGas', 'dammedHydro', 'lignite', 'river', 'importCoal', 'wind', 'sun', 'fueloil', 'geothermal',
  'asphaltiteCoal', 'blackCoal', 'biomass', 'naphta', 'lng', 'importExport', 'wasteheat',
] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

export const datasets: readonly DatasetDefinition[] = [
  { id: 'fx.daily', table: 'fx_daily', grain: 'day', dimensions: [], fields: [num('usdTry'), num('eurTry')], publication: 'daily' },
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
  { id: 'gas.drp', table: 'gas_drp', grain: 'day', dimensions: [], fields: [num('grfTl'), num('grfUsd'), num('grfEur'), num('grfUsdMmBtu')], publication: 'daily' },
  {
    id: 'registry.power-plants', table: 'registry_power_plants', grain: 'none', dimensions: [{ name: 'id', type: 'BIGINT' }],
    fields: [
      { name: 'name', type: 'VARCHAR' }, { name: 'eic', type: 'VARCHAR' }, { name: 'shortName', type: 'VARCHAR' },
      { name: 'source', type: 'VARCHAR' }, num('installedCapacity'), { name: 'city', type: 'VARCHAR' },
    ],
    publication: 'always',
  },
  {
    id: 'registry.dams', table: 'registry_dams', grain: 'none', dimensions: [{ name: 'id', type: 'BIGINT' }],
    fields: [
      { name: 'name', type: 'VARCHAR' }, { name: 'basin', type: 'VARCHAR' },
      num('minKot'), num('maxKot'), num('installedCapacity'),
    ],
    publication: 'always',
  },
];

const byId = new Map(datasets.map((d) => [d.id, d]));

export function findDataset(id: string): DatasetDefinition | undefined {
  return byId.get(id);
}
