// Registry data (no time grain): power plants, dams and the other lists lookups are fed from.
import { doubleField as num, type DatasetDefinition } from './datasetDefinition';

export const registryDatasets: readonly DatasetDefinition[] = [
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
