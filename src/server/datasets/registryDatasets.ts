// Registry data (no time grain): power plants, dams and the other lists lookups are fed from. Field names
// follow the responseItemFields of the list operation named beside each dataset, so a lookup selects them
// as they are; flags are stored as 0/1 INTEGER (cast to boolean when answered).
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });
const int = (name: string): DatasetField => ({ name, type: 'INTEGER' });

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
  // electricity /v1/generation/data/organization-list (organizationId, organizationName, organizationStatus,
  // organizationEtsoCode, organizationShortName); market-participants (damEntry … naturalGasMarketEntry,
  // legalStatus); participant-count-based-upon-license-type (licence, licenceId); natural-gas
  // market-participant (vgpParticipation; pkKod = organizationId, eic = organizationEtsoCode).
  {
    id: 'registry.organizations', table: 'registry_organizations', grain: 'none', dimensions: [id('organizationId')],
    fields: [
      text('organizationName'), text('organizationShortName'), text('organizationEtsoCode'), text('organizationStatus'),
      text('legalStatus'), text('licence'), int('licenceId'), int('damEntry'), int('intraDayEntry'), int('vepEntry'),
      int('yekgEntry'), int('naturalGasMarketEntry'), int('vgpParticipation'),
    ],
    publication: 'always',
  },
  // electricity /v1/generation/data/uevcb-list-bulk (id, orgId, name, eic); powerPlantId links to
  // registry.power-plants (mms-uevcb-list filters by it). The units' resource EICs (W codes) by owner (orgId),
  // province of the plant (provinceId) or unit name: /v1/transmission/data/entso-w-organization, entso-w-uevcb.
  {
    id: 'registry.generation-units', table: 'registry_generation_units', grain: 'none',
    dimensions: [id('id'), text('name'), id('orgId'), int('provinceId')],
    fields: [text('eic'), id('powerPlantId'), num('installedCapacity'), text('source')],
    publication: 'always',
  },
  // electricity /v1/main/province-list (id = licence-plate number, name)
  { id: 'registry.provinces', table: 'registry_provinces', grain: 'none', dimensions: [int('id')], fields: [text('name')], publication: 'always' },
  // electricity /v1/main/district-list (id, name; filtered by provinceId)
  {
    id: 'registry.districts', table: 'registry_districts', grain: 'none', dimensions: [int('id')],
    fields: [text('name'), int('provinceId')], publication: 'always',
  },
  // electricity /v1/consumption/data/get-distribution-companies (companyName, companyId) and
  // distribution-region-list (distributeId = companyId, distributeCode); provinces served, owner organisation.
  {
    id: 'registry.distribution-companies', table: 'registry_distribution_companies', grain: 'none', dimensions: [id('companyId')],
    fields: [text('companyName'), text('distributeCode'), text('provinces'), id('organizationId')], publication: 'always',
  },
  // natural-gas /v1/transmission/data/capacity-point (pointName, pointId; filtered by pointType INPUT/OUTPUT);
  // pointKind (pipeline, lng, production, cityGate, export) and daily capacity in Sm³.
  {
    id: 'registry.gas-points', table: 'registry_gas_points', grain: 'none', dimensions: [id('pointId')],
    fields: [text('pointName'), text('pointType'), text('pointKind'), num('capacity')], publication: 'always',
  },
  // natural-gas /v1/transmission/data/storage-facility (storageFacilityId, storageFacilityName); capacities in Sm³.
  {
    id: 'registry.storage-facilities', table: 'registry_storage_facilities', grain: 'none', dimensions: [id('storageFacilityId')],
    fields: [text('storageFacilityName'), num('workingGasCapacity'), num('withdrawalCapacity')], publication: 'always',
  },
  // electricity /v1/markets/data/umm-message-type-list (id, typeName): the mesajTipId of umm.messages
  { id: 'registry.umm-message-types', table: 'registry_umm_message_types', grain: 'none', dimensions: [id('id')], fields: [text('typeName')], publication: 'always' },
  // electricity /v1/markets/data/umm-region-list (regionId, regionShortName): the regionId of umm.messages
  { id: 'registry.umm-regions', table: 'registry_umm_regions', grain: 'none', dimensions: [id('regionId')], fields: [text('regionShortName')], publication: 'always' },
];
