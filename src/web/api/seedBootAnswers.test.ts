// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootCalls } from '../../engine/app-api/bootCalls';
import { takeBootCall } from './bootPrefetch';
import { seedBootAnswers } from './seedBootAnswers';

function documentWith(content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('boot');
  if (content !== undefined) {
    const script = doc.createElement('script');
    script.id = 'boot-data';
    script.type = 'application/json';
    script.textContent = content;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('seedBootAnswers', () => {
  it('puts each answer under its query key and removes the block', () => {
    const client = new QueryClient();
    const doc = documentWith(JSON.stringify({
      answers: [{ key: bootCalls.userInfo().key, data: { name: 'Ayşe' } }, { key: bootCalls.descriptor('dam-mcp').key, data: { id: 'dam-mcp' } }],
      prefetch: [],
    }));
    expect(seedBootAnswers(client, doc)).toEqual({ seeded: 2, prefetched: 0 });
    expect(client.getQueryData(bootCalls.userInfo().key)).toEqual({ name: 'Ayşe' });
    expect(client.getQueryData(['app', 'descriptor', 'dam-mcp'])).toEqual({ id: 'dam-mcp' });
    expect(doc.getElementById('boot-data')).toBeNull();
  });

  it("starts the view's data call at once, for the page's query to adopt once", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ items: [{ price: 1 }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const call = { key: ['report', 'dam-mcp', '2024-07-01T00:00:00+03:00'], path: '/electricity-service/v1/markets/dam/data/mcp', method: 'POST', body: { startDate: '2024-07-01T00:00:00+03:00' } };
    expect(seedBootAnswers(client, documentWith(JSON.stringify({ answers: [], prefetch: [call, { ...call, path: '//elsewhere.example/x' }] })))).toEqual({ seeded: 0, prefetched: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await takeBootCall(call.key)).toEqual({ items: [{ price: 1 }] });
    // Adopted once: the next fetch of the key asks the server.
    expect(takeBootCall(call.key)).toBeUndefined();
    expect(takeBootCall(['report', 'other'])).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(call.path);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(call.body);
  });

  it('changes nothing when the block is missing or unreadable', () => {
    const client = new QueryClient();
    expect(seedBootAnswers(client, documentWith(undefined)).seeded).toBe(0);
    expect(seedBootAnswers(client, documentWith('{not json')).seeded).toBe(0);
    expect(seedBootAnswers(client, documentWith('[1]')).seeded).toBe(0);
    expect(seedBootAnswers(client, documentWith('{"answers":[{"key":1}]}')).seeded).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
