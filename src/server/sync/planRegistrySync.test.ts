import { describe, expect, it } from 'vitest';
import type { DatasetDefinition } from '../datasets/datasets';
import { planRegistrySync } from './planRegistrySync';

describe('registry datasets through lookup routes', () => {
  it('reports each registry dataset whose lookup lacks fields, saying which', () => {
    const { plans, notSyncable } = planRegistrySync();
    expect(plans).toEqual([]);
    const reason = (id: string) => notSyncable.find((n) => n.dataset === id)?.reason;
    expect(reason('registry.power-plants')).toBe('lookup powerplant-list gives id, name, eic, shortName but not source, installedCapacity, city');
    expect(reason('registry.dams')).toBe('lookup dam-list gives names only');
    expect(reason('registry.provinces')).toBe('registry data that no lookup route lists');
  });

  it('plans a registry dataset whose lookup items carry every field', () => {
    const provinces: DatasetDefinition = { id: 'registry.provinces', table: 'registry_provinces', grain: 'none', dimensions: [{ name: 'id', type: 'INTEGER' }], fields: [{ name: 'name', type: 'VARCHAR' }], publication: 'always' };
    const lookup = { id: 'province-list', service: 'electricity-service' as const, path: '/v1/main/province-list', method: 'GET' as const, envelope: { kind: 'items' as const, value: 'id', label: 'name' }, label: { tr: 'İller', en: 'Provinces' } };
    const { plans } = planRegistrySync({ datasets: [provinces], lookups: { 'province-list': lookup }, listedBy: { 'registry.provinces': 'province-list' }, itemFields: () => ['id', 'name'] });
    expect(plans).toEqual([{ dataset: provinces, lookup }]);
  });
});
