import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '../../engine/catalogue/catalogue';
import { compareTurkish } from '../../engine/format/compareTurkish';
import { lookups, type LookupDefinition } from '../../engine/lookups/lookups';
import { openTestStore, TEST_NOW } from '../../../tests/support/testServer';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import { seedWorld } from '../seed/seedWorld';
import type { Store, StoreValue } from '../store/store';
import { lookupBodies } from './lookupBodies';
import { lookupQueries } from './lookupQueries';
import { registerLookupRoutes } from './registerLookupRoutes';

const urlOf = (id: string) => `/${lookups[id]!.service}${lookups[id]!.path}`;
const json = { 'content-type': 'application/json', 'accept-language': 'en-US' };

describe('the lookup registry', () => {
  it('has a body schema and a query for every registered lookup, and nothing else', () => {
    expect(Object.keys(lookupBodies).sort()).toEqual(Object.keys(lookups).sort());
    expect(Object.keys(lookupQueries).sort()).toEqual(Object.keys(lookups).sort());
  });

  it.each(Object.values(lookups).map((l) => [l.id, l] as const))('%s is a lookup of the catalogue, read by the right envelope', (id, lookup) => {
    const operation = findOperation(lookup.service, lookup.path);
    expect(operation, `${lookup.path} is not in the catalogue`).toBeDefined();
    expect(operation!.kind).toBe('lookup');
    expect(operation!.method).toBe(lookup.method);
    expect(lookup.path.endsWith(`/${id}`) || id.endsWith(lookup.path.split('/').at(-1)!)).toBe(true);
    expect(lookup.label.tr && lookup.label.en).toBeTruthy();
    const topLevel = operation!.envelope[0] === '<top-level JSON array>';
    const names = operation!.items.map((f) => f.name);
    const envelope = lookup.envelope;
    switch (envelope.kind) {
      case 'stringArray': case 'numberArray': expect(topLevel && names.length === 0).toBe(true); break;
      case 'stringArrayIn': expect(operation!.envelope).toEqual([envelope.key]); break;
      case 'items':
        expect(!!envelope.topLevel).toBe(topLevel);
        expect(names).toContain(envelope.value);
        expect(names).toContain(envelope.label);
        for (const key of envelope.searchKeys ?? []) expect(names).toContain(key);
        break;
    }
    if (lookup.parameter) expect(lookupBodies[id]!.properties).toHaveProperty(lookup.parameter);
  });
});

describe('registerLookupRoutes with a stub store', () => {
  /** Just enough of a store: the dams of two basins. */
  const DAMS = [{ name: 'KEBAN', basin: 'Fırat' }, { name: 'ATATÜRK', basin: 'Fırat' }, { name: 'ALTINKAYA', basin: 'Kızılırmak' }];
  const store = {
    dialect: 'duckdb',
    query: async (sql: string, params: readonly StoreValue[] = []) => (sql.includes('WHERE basin') ? DAMS.filter((d) => d.basin === params[0]) : DAMS),
  } as unknown as Store;
  const app = Fastify();
  registerErrorHandler(app);
  registerLookupRoutes(app, store);
  const post = (payload?: string) => app.inject({ method: 'POST', url: urlOf('dam-list'), ...(payload === undefined ? {} : { payload, headers: json }) });

  it('answers a filter of the right type, and every row without one', async () => {
    expect((await post('{"basinName":"Fırat"}')).json()).toEqual({ damList: ['ATATÜRK', 'KEBAN'] });
    expect((await post('{"basinName":null}')).json().damList).toHaveLength(3);
    expect((await post('{}')).json().damList).toHaveLength(3);
    expect((await post()).json().damList).toHaveLength(3);
  });

  it('refuses a wrongly typed filter, a body that is no object, a long or NUL-carrying name with a 400', async () => {
    for (const [payload, message] of [
      ['{"basinName":5}', 'basinName must be text.'],
      ['{"basinName":["Fırat"]}', 'basinName must be text.'],
      ['[]', 'The request body must be a JSON object.'],
      ['"Fırat"', 'The request body must be a JSON object.'],
      ['null', 'The request body must be a JSON object.'],
      [JSON.stringify({ basinName: 'x'.repeat(201) }), 'basinName may have at most 200 characters.'],
      [JSON.stringify({ basinName: 'Fı\u0000rat' }), 'basinName cannot contain control characters (such as NUL).'],
    ] as const) {
      const answer = await post(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().errors[0].errorMessage, payload).toBe(message);
    }
  });
});

describe('every lookup against a seeded store', () => {
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await openTestStore('duckdb');
    await seedWorld(store, { startDay: '2024-08-18', endDay: '2024-08-21' });
    app = Fastify();
    registerErrorHandler(app);
    registerLookupRoutes(app, store, () => TEST_NOW);
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });
  /** As the operator's clients call: a JSON body on POST and GET alike. */
  const call = (id: string, body: unknown = {}, headers: Record<string, string> = json) =>
    app.inject({ method: lookups[id]!.method, url: urlOf(id), payload: JSON.stringify(body), headers });

  it.each(Object.values(lookups).map((l) => [l.id, l] as const))('%s answers its catalogue envelope and item fields', async (id, lookup: LookupDefinition) => {
    const operation = findOperation(lookup.service, lookup.path)!;
    const answer = await call(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as unknown;
    const names = operation.items.map((f) => f.name);
    let items: unknown[];
    if (operation.envelope[0] === '<top-level JSON array>') {
      expect(Array.isArray(body)).toBe(true);
      items = body as unknown[];
    } else {
      expect(Object.keys(body as object)).toEqual(operation.envelope);
      const record = body as Record<string, unknown>;
      if (!operation.envelope.includes('items')) {
        // A flat object: the item fields are the envelope itself.
        for (const field of operation.items) {
          const value = record[field.name];
          if (field.type.startsWith('array')) expect((value as unknown[]).length, field.name).toBeGreaterThan(0);
          else expect(typeof value, field.name).toBe('string');
        }
        return;
      }
      items = record.items as unknown[];
      if (operation.envelope.includes('page')) {
        expect(record.page).toEqual({ number: 1, size: items.length, total: items.length, sort: null });
      }
    }
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      if (names.length === 0) {
        expect(typeof item).toBe(lookup.envelope.kind === 'numberArray' ? 'number' : 'string');
        continue;
      }
      expect(Object.keys(item as object)).toEqual(names);
      for (const field of operation.items) {
        const value = (item as Record<string, unknown>)[field.name];
        if (field.type.startsWith('integer')) expect(Number.isInteger(value), `${field.name} = ${String(value)}`).toBe(true);
        else if (field.type === 'number') expect(typeof value).toBe('number');
        else expect(typeof value, field.name).toBe('string');
      }
    }
    if (lookup.envelope.kind === 'items') {
      // Names in Turkish order (the value/label lists, the plants, the companies …), except lists in their own order.
      const label = lookup.envelope.label;
      if (!['gip-kontrat', 'region-list', 'umm-region-list'].includes(id)) {
        const labels = items.map((i) => String((i as Record<string, unknown>)[label]));
        expect(labels).toEqual([...labels].sort(compareTurkish));
      }
    }
  });

  it('takes ids as numbers or numeric strings, alone or in lists', async () => {
    const plant = (await call('powerplant-list')).json().items[0] as { id: number };
    const units = (await call('uevcb-list-by-power-plant-id', { powerPlantId: plant.id })).json().items as { id: number }[];
    expect(units.length).toBeGreaterThan(0);
    expect((await call('uevcb-list-by-power-plant-id', { powerPlantId: String(plant.id) })).json().items).toEqual(units);
    const [unit] = await store.query('SELECT "orgId" FROM registry_generation_units WHERE id = $1', [units[0]!.id]);
    const orgId = Number(unit!.orgId);
    const ofOrganization = (await call('uevcb-list', { startDate: '2024-08-20T00:00:00+03:00', organizationId: `${orgId}` })).json().items as { id: number }[];
    expect(ofOrganization.map((u) => u.id)).toEqual(expect.arrayContaining(units.map((u) => u.id)));
    const bulk = (await call('uevcb-list-bulk', { startDate: '2024-08-20T00:00:00+03:00', organizationIds: [String(orgId)] })).json().items as { id: number; orgId: number }[];
    expect(bulk.map((u) => u.id)).toEqual(ofOrganization.map((u) => u.id));
    expect(bulk.every((u) => u.orgId === orgId)).toBe(true);
    expect((await call('uevcb-list-bulk', { organizationIds: [] })).json().items).toEqual([]);
    const plants = (await call('power-plant-list-by-organization-id', { organizationId: orgId })).json().items as { id: number }[];
    expect(plants.map((p) => p.id)).toContain(plant.id);
    const ankara = (await call('district-list', { provinceId: '6' })).json() as { name: string }[];
    expect(ankara.map((d) => d.name)).toContain('Çubuk');
    expect(ankara.length).toBeLessThan(((await call('district-list')).json() as unknown[]).length);
  });

  it('narrows capacity points by type and intraday contracts by the days asked, never past what is published', async () => {
    const entries = (await call('capacity-point', { pointType: 'INPUT' })).json().items as { pointId: number }[];
    const all = (await call('capacity-point')).json().items as unknown[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThan(all.length);
    expect(entries.every((p) => p.pointId < 200)).toBe(true);
    // 20 August: 24 hourly contracts and 6 four-hour blocks; the 21st is out at 14:00 on the 20th (TEST_NOW is 14:30).
    const day = (await call('gip-kontrat', { startDate: '2024-08-20T00:00:00+03:00', endDate: '2024-08-20T00:00:00+03:00' })).json().items as { kontratAd: string; kontratTur: number }[];
    expect(day).toHaveLength(30);
    expect(day[0]!.kontratAd).toBe('PH24082000');
    const next = (await call('gip-kontrat', { startDate: '2024-08-21T00:00:00+03:00', endDate: '2024-08-22T00:00:00+03:00' })).json().items as unknown[];
    expect(next).toHaveLength(30);
    expect((await call('gip-kontrat')).json().items).toEqual(next);
    expect((await call('last-reconciliation-date')).json()).toEqual({ stpLatestReconciliationDate: '2024-07-31T00:00:00+03:00' });
  });

  it('refuses what cannot be read, in the caller’s language', async () => {
    for (const [id, body, message] of [
      ['uevcb-list', { organizationId: 'abc' }, 'organizationId must be a whole number.'],
      ['uevcb-list', { organizationId: 1.5 }, 'organizationId must be a whole number.'],
      ['uevcb-list', { organizationId: '99999999999999999999' }, 'organizationId must be a whole number.'],
      ['uevcb-list-bulk', { organizationIds: '12' }, 'organizationIds must be a list.'],
      ['uevcb-list-bulk', { organizationIds: ['x'] }, 'organizationIds.0 must be a whole number.'],
      ['uevcb-list-bulk', { organizationIds: [1, '1'] }, 'organizationIds cannot name the same value twice.'],
      ['district-list', { provinceId: true }, 'provinceId must be a whole number.'],
      ['capacity-point', { pointType: 'SIDEWAYS' }, 'pointType must be one of: INPUT, OUTPUT.'],
      ['organization-list', { startDate: '2024-08-01' }, 'startDate is not a valid date; for example 2024-07-29T00:00:00+03:00.'],
      ['organization-list', { startDate: '2024-02-30T00:00:00+03:00' }, 'startDate is not a valid date.'],
      ['organization-list', { startDate: '1999-12-31T00:00:00+03:00' }, 'startDate must be a day from 01.01.2000 to 31.12.2099.'],
      ['dsg-organization-list', { startDate: '2024-08-10T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' }, 'The end date (endDate) cannot be before the start date (startDate).'],
      ['gip-kontrat', { startDate: '2024-01-01T00:00:00+03:00', endDate: '2024-03-01T00:00:00+03:00' }, 'The date range may be at most 31 days.'],
    ] as const) {
      const answer = await call(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0].errorMessage, JSON.stringify(body)).toBe(message);
    }
    const turkish = await call('uevcb-list', { organizationId: 'abc' }, { 'content-type': 'application/json', 'accept-language': 'tr-TR' });
    expect(turkish.json().errors[0].errorMessage).toBe('organizationId tam sayı olmalı.');
  });

  it('ignores unknown fields and any body of a GET', async () => {
    expect((await call('capacity-point', { pointType: 'OUTPUT', note: 'x' })).statusCode).toBe(200);
    expect((await call('province-list', { provinceId: 'not read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: urlOf('province-list') })).statusCode).toBe(200);
  });
});
