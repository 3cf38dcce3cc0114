import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import { registerJsonBodyParser } from './jsonBodyParser';
import { isOddPath, registerOddPathRefusal } from './oddPaths';

describe('isOddPath', () => {
  it('finds climbing, doubled slashes and hidden separators, raw or percent-encoded, in the path only', () => {
    for (const odd of ['/a/../b', '/a/..', '/..', '/a/./b', '/a//b', '//a', '/a/%2e%2e/b', '/a/%2E%2e', '/a/.%2e/b', '/a/%2e/b', '/a%2fb', '/a%2F..', '/a%5cb', '/a\\b', '/a%00', '/a/b%00.js']) {
      expect(isOddPath(odd), odd).toBe(true);
    }
    for (const fine of ['/', '/a/b', '/a/b.c', '/a/..b', '/a/b..', '/assets/app-1.2.js', '/a?x=../..', '/a?return=//x', '/app-api/reports/dam-daily-level', '/a/%2e%2eb']) {
      expect(isOddPath(fine), fine).toBe(false);
    }
  });
});

describe('registerOddPathRefusal', () => {
  const app = Fastify();
  registerErrorHandler(app);
  registerOddPathRefusal(app);
  registerJsonBodyParser(app);
  app.get('/*', async () => 'any file');
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ errors: [{ errorCode: 'NOT_FOUND', errorMessage: 'No such service.' }] }));

  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Over a socket: app.inject (like a browser) resolves `..` and `%2e%2e` before the server sees them. */
  const getRaw = (path: string) => new Promise<{ status: number; body: string }>((done, fail) => {
    const call = request({ host: '127.0.0.1', port, path, agent: false, headers: { 'accept-language': 'en-US' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', fail);
    call.end();
  });

  it('answers an odd path with 404 in the envelope, whatever route would take it', async () => {
    for (const path of ['/assets/../secret', '/assets/%2e%2e/secret', '/assets/..%2fsecret', '/a//b', '/a\\b', '/a%00']) {
      const answer = await getRaw(path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toMatchObject({ errors: [{ errorCode: 'NOT_FOUND', errorMessage: 'No such service.' }] });
    }
    expect((await getRaw('/a/b')).status).toBe(200);
  });

  it('answers an address no route has with 404 before reading its body', async () => {
    const answer = await app.inject({ method: 'POST', url: '/nowhere', payload: '{"broken":', headers: { 'content-type': 'application/json' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errors[0].errorCode).toBe('NOT_FOUND');
  });
});
