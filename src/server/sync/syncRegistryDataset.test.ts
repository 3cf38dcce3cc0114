import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatasetDefinition } from '../datasets/datasets';
import { storeKind } from '../importers/realStoreState';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import { createSourceClient } from './sourceClient';
import { syncRegistryDataset } from './syncRegistryDataset';

const provinces: DatasetDefinition = { id: 'registry.provinces', table: 'registry_provinces', grain: 'none', dimensions: [{ name: 'id', type: 'INTEGER' }], fields: [{ name: 'name', type: 'VARCHAR' }], publication: 'always' };
const lookup = { id: 'province-list', service: 'electricity-service' as const, path: '/v1/main/province-list', method: 'GET' as const, envelope: { kind: 'items' as const, value: 'id', label: 'name' }, label: { tr: 'İller', en: 'Provinces' } };

describe('a registry dataset copied through its lookup', () => {
  it('adds the entries this store lacks and reports the ones that differ, keeping them', async () => {
    const fake = Fastify({ forceCloseConnections: true });
    let answer: unknown = { items: [{ id: 1, name: 'Adana' }, { id: 6, name: 'Ankara' }, { id: 34, name: 'İstanbul' }] };
    fake.get('/electricity-service/v1/main/province-list', async () => answer);
    const url = await fake.listen({ port: 0, host: '127.0.0.1' });
    const store = await openDuckdbStore(':memory:');
    try {
      await migrate(store);
      await store.exec("INSERT INTO registry_provinces VALUES (6, 'Angora')");
      const client = createSourceClient({ baseUrl: url });
      const outcome = await syncRegistryDataset(client, store, { dataset: provinces, lookup });
      expect(outcome).toEqual({ written: 2, differences: ['[6]: name here Angora, source Ankara'] });
      expect(await store.query('SELECT id, name FROM registry_provinces ORDER BY id')).toEqual([{ id: 1, name: 'Adana' }, { id: 6, name: 'Angora' }, { id: 34, name: 'İstanbul' }]);
      expect(await storeKind(store)).toBe('real');

      answer = { items: [{ id: 'x', name: 'Bursa' }] };
      await expect(syncRegistryDataset(client, store, { dataset: provinces, lookup })).rejects.toThrow(/province-list: id "x" is not an integer/);
      answer = ['Adana'];
      await expect(syncRegistryDataset(client, store, { dataset: provinces, lookup })).rejects.toThrow(/without an items list/);
      expect(await store.query('SELECT count(*) AS n FROM registry_provinces')).toEqual([{ n: 3 }]);
    } finally {
      await store.close();
      await fake.close();
    }
  });
});
