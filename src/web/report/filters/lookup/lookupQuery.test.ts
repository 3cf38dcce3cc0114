// @vitest-environment happy-dom
// A lookup filter's fixed values go with every call of its lookup: the entry-point filter lists entry points only.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mockFetch';
import { lookupQuery } from './lookupQuery';

const POINTS = '/natural-gas-service/v1/transmission/data/capacity-point';

afterEach(() => { vi.unstubAllGlobals(); });

describe('lookupQuery', () => {
  it('sends the filter\'s fixed values in the body and keeps each set of them apart', async () => {
    const { calls } = mockFetch({
      [`POST ${POINTS}`]: (body) => ({ body: { items: (body as { pointType?: string }).pointType === 'INPUT' ? [{ pointId: 1, pointName: 'Giriş A' }] : [{ pointId: 2, pointName: 'Çıkış B' }] } }),
    });
    const client = new QueryClient();
    const entries = await client.fetchQuery(lookupQuery('capacity-point', undefined, { pointType: 'INPUT' }));
    const exits = await client.fetchQuery(lookupQuery('capacity-point', undefined, { pointType: 'OUTPUT' }));
    expect(calls.map((c) => c.body)).toEqual([{ pointType: 'INPUT' }, { pointType: 'OUTPUT' }]);
    expect(entries.map((o) => o.label)).toEqual(['Giriş A']);
    expect(exits.map((o) => o.label)).toEqual(['Çıkış B']);
  });

  it('sends an empty body when the filter fixes nothing', async () => {
    const { calls } = mockFetch({ [`POST ${POINTS}`]: { body: { items: [] } } });
    await new QueryClient().fetchQuery(lookupQuery('capacity-point'));
    expect(calls[0]!.body).toEqual({});
  });
});
