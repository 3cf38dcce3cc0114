import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import { contentTypeFits, expectedBody, registerBodyContentTypeRule } from './bodyContentType';
import { registerJsonBodyParser } from './jsonBodyParser';

describe('expectedBody and contentTypeFits', () => {
  it('reads JSON under the service prefixes and the app API, a form where the route says so, anything elsewhere', () => {
    expect(expectedBody('/electricity-service/v1/markets/dam/data/mcp', undefined)).toBe('json');
    expect(expectedBody('/reporting-service/v1/x', undefined)).toBe('json');
    expect(expectedBody('/app-api/admin/announcements', undefined)).toBe('json');
    expect(expectedBody('/cas/v1/tickets', 'form')).toBe('form');
    expect(expectedBody('/auth/sign-in', undefined)).toBeUndefined();
    expect(expectedBody(undefined, undefined)).toBeUndefined();
  });

  it('compares the media type only, in any case, with any parameters', () => {
    expect(contentTypeFits('application/json', 'json')).toBe(true);
    expect(contentTypeFits('Application/JSON; charset=utf-8', 'json')).toBe(true);
    expect(contentTypeFits('application/x-www-form-urlencoded', 'json')).toBe(false);
    expect(contentTypeFits('text/plain', 'json')).toBe(false);
    expect(contentTypeFits('application/json-patch+json', 'json')).toBe(false);
    expect(contentTypeFits('application/x-www-form-urlencoded;charset=UTF-8', 'form')).toBe(true);
    expect(contentTypeFits(undefined, 'json')).toBe(true);
  });
});

describe('registerBodyContentTypeRule', () => {
  const app = Fastify();
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerBodyContentTypeRule(app);
  void app.register(formbody);
  app.post('/electricity-service/v1/data/x', async (request) => ({ body: request.body }));
  app.get('/electricity-service/v1/data/list', async () => ({ items: [] }));
  app.post('/cas/v1/tickets', { config: { body: 'form' } }, async (request) => ({ body: request.body }));
  app.post('/auth/page', async (request) => ({ body: request.body }));

  it('refuses a form or a text body on a data route with 415 in the envelope, naming JSON', async () => {
    for (const [type, payload] of [['application/x-www-form-urlencoded', 'startDate=2024-08-01'], ['text/plain', '{}'], ['multipart/form-data; boundary=x', '--x--']]) {
      const answer = await app.inject({ method: 'POST', url: '/electricity-service/v1/data/x', payload, headers: { 'content-type': type, 'accept-language': 'en-US' } });
      expect(answer.statusCode, type).toBe(415);
      expect(answer.json().errors[0]).toEqual({ errorCode: 'INVALID_REQUEST', errorMessage: 'Unsupported content type; send application/json.' });
    }
    expect((await app.inject({ method: 'POST', url: '/electricity-service/v1/data/x', payload: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-8' } })).json()).toEqual({ body: { a: 1 } });
  });

  it('keeps a GET with a body working: the body is never read', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      expect((await app.inject({ method: 'GET', url: '/electricity-service/v1/data/list', payload: '{}', headers: { 'content-type': type } })).statusCode).toBe(200);
    }
  });

  it('refuses JSON where the route reads a form, and leaves routes that say nothing alone', async () => {
    const answer = await app.inject({ method: 'POST', url: '/cas/v1/tickets', payload: '{"username":"a"}', headers: { 'content-type': 'application/json', 'accept-language': 'en-US' } });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().errors[0].errorMessage).toContain('application/x-www-form-urlencoded');
    expect((await app.inject({ method: 'POST', url: '/auth/page', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json()).toEqual({ body: { a: '1' } });
  });
});
