// Datasets of dam flow rates, installed power and the water energy provision. Rows come from the market module src/server/simulator/markets/damEnergy/.
// Per dam and day (ts = the day), filtered by basin and dam like dams.daily-volume.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });
const DAM_DIMENSIONS: DatasetField[] = [id('damId'), text('basin'), text('dam')];

export const damEnergyDatasets: readonly DatasetDefinition[] = [
  // /v1/dams/data/flow-rate-and-installed-power: the day's mean turbine flow (m³/s), the dam's installed power
  // (MW), its province; id = the record of the dam's day (simulator/dams.ts damDayId)
  {
    id: 'dams.flow-rate', table: 'dams_flow_rate', grain: 'day', dimensions: DAM_DIMENSIONS,
    fields: [text('basinName'), text('damName'), text('cityName'), num('unitFlowRate'), num('installedPower'), id('id')],
    publication: 'daily',
  },
  // /v1/dams/data/water-energy-provision: the energy the active water would give at its head, GWh
  {
    id: 'dams.water-energy-provision', table: 'dams_water_energy_provision', grain: 'day', dimensions: DAM_DIMENSIONS,
    fields: [text('basinName'), text('damName'), num('energyGeneration')],
    publication: 'daily',
  },
];
