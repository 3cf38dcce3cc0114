// Participant registers derived from the market participants of registry.organizations (no time grain).
// Flags are stored as 0/1 INTEGER, answered as booleans by a boolean column.
import type { DatasetDefinition, DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const flag = (name: string): DatasetField => ({ name, type: 'INTEGER' });

export const participantDatasets: readonly DatasetDefinition[] = [
  // natural-gas /v1/markets/general-data/data/market-participant (pkKod = organizationId); simulator/gasMarketParticipants.ts
  {
    id: 'registry.gas-market-participants', table: 'registry_gas_market_participants', grain: 'none',
    dimensions: [{ name: 'organizationId', type: 'BIGINT' }],
    fields: [text('eic'), text('organizationName'), flag('naturalGasMarketParticipation'), flag('vgpParticipation'), flag('tuzelKisilik')],
    publication: 'always',
  },
];
