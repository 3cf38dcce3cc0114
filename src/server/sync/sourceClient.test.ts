import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceClient, describeErrors } from './sourceClient';

let fake: FastifyInstance;
let base: string;
const languages: unknown[] = [];

beforeAll(async () => {
  fake = Fastify({ forceCloseConnections: true });
  fake.post('/slow', async () => { await new Promise((r) => setTimeout(r, 300)); return { items: [] }; });
  fake.post('/echo', async (request) => { languages.push(request.headers['accept-language']); return { got: request.body }; });
  fake.get('/html', async (_request, reply) => reply.type('text/html').send('<html>maintenance</html>'));
  base = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await fake.close(); });

describe('calls to the source', () => {
  it('send the JSON body and ask for English messages', async () => {
    expect(await createSourceClient({ baseUrl: `${base}/` }).call('POST', '/echo', { a: 1 })).toEqual({ got: { a: 1 } });
    expect(languages).toEqual(['en-US']);
  });

  it('stop at a timeout with a message saying so', async () => {
    await expect(createSourceClient({ baseUrl: base, timeoutMs: 50 }).call('POST', '/slow', {})).rejects.toThrow(`POST ${base}/slow: no answer within 0.05 s`);
  });

  it('stop at an answer that is not JSON', async () => {
    await expect(createSourceClient({ baseUrl: base }).call('GET', '/html')).rejects.toThrow(/the answer is not JSON \(<html>maintenance/);
  });

  it('wait longer before each retry, honouring Retry-After', async () => {
    const waits: number[] = [];
    let calls = 0;
    const busy = Fastify({ forceCloseConnections: true });
    busy.post('/x', async (_request, reply) => { calls += 1; return reply.code(calls === 3 ? 429 : 503).headers(calls === 3 ? { 'retry-after': '2' } : {}).send(''); });
    const url = await busy.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = createSourceClient({ baseUrl: url, retries: 3, retryDelayMs: 100, sleep: async (ms) => { waits.push(ms); } });
      await expect(client.call('POST', '/x', {})).rejects.toThrow(/answered HTTP 503 after 4 tries: \(empty body\)/);
      expect(waits).toEqual([100, 200, 2000]);
    } finally {
      await busy.close();
    }
  });

  it('describe the operator\'s error envelope in one line', () => {
    expect(describeErrors('{"errors":[{"errorCode":"A","errorMessage":"one"},{"errorCode":"B","errorMessage":"two"}]}')).toBe('A: one; B: two');
    expect(describeErrors('Bad Gateway')).toBe('Bad Gateway');
  });
});
