import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lookups } from '../../engine/lookups/lookups';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import type { Store, StoreValue } from '../store/store';
import { lookupBodies } from './lookupBodies';
import { registerLookupRoutes } from './registerLookupRoutes';

/** Just enough of a store: the dams of two basins. */
const DAMS = [{ name: 'KEBAN', basin: 'Fırat' }, { name: 'ATATÜRK', basin: 'Fırat' }, { name: 'ALTINKAYA', basin: 'Kızılırmak' }];
const store = {
  dialect: 'duckdb',
  query: async (sql: string, params: readonly StoreValue[] = []) => (sql.includes('WHERE basin') ? DAMS.filter((d) => d.basin === params[0]) : DAMS),
} as unknown as Store;

const DAM_LIST = `/${lookups['dam-list']!.service}${lookups['dam-list']!.path}`;

describe('registerLookupRoutes', () => {
  const app = Fastify();
  registerErrorHandler(app);
  registerLookupRoutes(app, store);
  const post = (payload?: string) => app.inject({ method: 'POST', url: DAM_LIST, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json', 'accept-language': 'en-US' } }) });

  it('has a body schema for every registered lookup', () => {
    expect(Object.keys(lookupBodies).sort()).toEqual(Object.keys(lookups).sort());
  });

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
