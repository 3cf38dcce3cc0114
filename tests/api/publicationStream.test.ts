// The publication stream over a real socket, through every hook of the app: the first event arrives while the
// stream is still open (nothing buffers it: no answer cache, no compression), the answer is text/event-stream
// under the same security headers, an address beyond its streams gets 429 in the error envelope, and closing the
// server ends the open streams instead of waiting for them.
import type { FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { PUBLICATION_STREAM_PATH, STREAMS_PER_ADDRESS } from '../../src/server/publication/stream/registerPublicationStream';
import { loadReports } from '../../src/server/reports/loadReports';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { openTestStore, TEST_NOW } from '../support/testServer';

let app: FastifyInstance;
let store: Store;
let port: number;
let closed = false;

beforeEach(async () => {
  store = await openTestStore();
  const { reports } = loadReports(resolve('reports'));
  app = await buildApp({ store, dialect: dialectOf(store), reports, now: () => TEST_NOW, publicData: true, facts: { simulated: true, dataStart: '2024-06-01', dataEnd: () => '2024-08-21' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  closed = false;
});
afterEach(async () => {
  if (!closed) await app.close();
  await store.close();
});

/** Opens the stream; resolves with the response once the headers are in. */
function open(headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const call = httpRequest({ host: '127.0.0.1', port, path: PUBLICATION_STREAM_PATH, headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', ...headers } }, done);
    call.on('error', fail);
    call.end();
  });
}

/** The text received until `until` matches it. */
function readUntil(response: IncomingMessage, until: RegExp): Promise<string> {
  return new Promise((done) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (until.test(text)) {
        response.off('data', onData);
        done(text);
      }
    };
    response.on('data', onData);
  });
}

describe(`GET ${PUBLICATION_STREAM_PATH}`, () => {
  it('sends the publication state at once, uncompressed and unbuffered, with the security headers', async () => {
    const response = await open();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    let ended = false;
    response.on('end', () => { ended = true; });
    const text = await readUntil(response, /event: state\ndata: .*\n\n/);
    expect(ended).toBe(false);
    expect(text.startsWith('retry: 10000\n\n')).toBe(true);
    const state = JSON.parse(/event: state\ndata: (.*)\n/.exec(text)![1]!) as { topics: { topic: string; publishedAt: string }[] };
    // TEST_NOW is 14:30 on 20 August: the final results of the day went out at 14:00, the last hour at 14:00.
    expect(state.topics.map((t) => [t.topic, t.publishedAt])).toEqual([
      ['dayAheadPrice', '2024-08-20T14:00:00+03:00'],
      ['interimPrice', '2024-08-20T13:00:00+03:00'],
      ['realtime', '2024-08-20T14:00:00+03:00'],
      ['gasReferencePrice', '2024-08-20T00:00:00+03:00'],
    ]);
    response.destroy();
  });

  it(`refuses a stream beyond ${STREAMS_PER_ADDRESS} from one address with 429 and the error envelope, in the caller's language`, async () => {
    const open_ = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS }, () => open()));
    expect(open_.every((r) => r.statusCode === 200)).toBe(true);
    const refused = await open({ 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(429);
    const body = JSON.parse(await readUntil(refused, /\}\s*$/)) as { errors: { errorCode: string; errorMessage: string }[] };
    expect(body.errors[0]).toEqual({ errorCode: 'TOO_MANY_STREAMS', errorMessage: expect.stringContaining(`At most ${STREAMS_PER_ADDRESS} publication streams`) });
    // One closed: a place is free again.
    open_[0]!.destroy();
    await new Promise((done) => setTimeout(done, 50));
    expect((await open()).statusCode).toBe(200);
    for (const r of open_) r.destroy();
  });

  it('ends the open streams when the server closes, so closing never waits for a reader', async () => {
    const response = await open();
    await readUntil(response, /event: state/);
    const ended = new Promise<void>((done) => response.on('end', () => done()));
    const started = Date.now();
    await app.close();
    closed = true;
    await ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
