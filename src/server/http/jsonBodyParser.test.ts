import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import { MAX_JSON_DEPTH, jsonDepthExceeds, registerJsonBodyParser } from './jsonBodyParser';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects opened inside each other, in one pass', () => {
    expect(jsonDepthExceeds(nested(64), 64)).toBe(false);
    expect(jsonDepthExceeds(nested(65), 64)).toBe(true);
    expect(jsonDepthExceeds(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
    expect(jsonDepthExceeds('[{"a":[1,{"b":[]}]},[[2]]]', 5)).toBe(false);
    expect(jsonDepthExceeds('[{"a":[1,{"b":[]}]},[[2]]]', 4)).toBe(true);
    // Siblings do not add up: depth is how deep, not how many.
    expect(jsonDepthExceeds(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ note: '[[[[{{{{'.repeat(1000) }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ note: 'say \\"[[[[\\" and "{{{{"' }), 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\\\"}', 1)).toBe(false); // an escaped backslash ends before the closing quote
    expect(jsonDepthExceeds('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });
});

describe('registerJsonBodyParser', () => {
  const app = Fastify({ bodyLimit: 1_048_576 });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json', 'accept-language': 'en-US' } });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with a 400 in the envelope, before parsing`, async () => {
    expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    for (const payload of [nested(MAX_JSON_DEPTH + 1), nested(100_000), `${'['.repeat(200_000)}${']'.repeat(200_000)}`]) {
      const answer = await post(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ errorCode: 'INVALID_REQUEST', errorMessage: 'The request body is nested too deeply; at most 64 levels are allowed.' }], correlationId: expect.any(String) });
    }
  });

  it('refuses __proto__ and constructor.prototype keys (escaped ones too) instead of keeping them', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"a":{"\\u005f_proto__":{}}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const answer = await post(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().errors[0].errorMessage).toBe('The request body has a forbidden key (__proto__ or constructor.prototype).');
    }
    expect((await post('{"constructor":"a string is a plain field"}')).json()).toEqual({ body: { constructor: 'a string is a plain field' } });
  });

  it('answers broken and empty JSON with a 400 and keeps the 1 MiB limit (413)', async () => {
    expect((await post('{"a":')).json().errors[0].errorMessage).toBe('The request body is not valid JSON.');
    expect((await post('')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ a: 'x'.repeat(1_048_576) }))).statusCode).toBe(413);
    expect((await post(JSON.stringify({ a: 'x'.repeat(1_000_000) }))).statusCode).toBe(200);
  });
});
