import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/registerErrorHandler';
import { pathId } from './pathId';

describe('pathId', () => {
  it('reads a whole positive id and refuses anything else with a 400 in the reader language', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get<{ Params: { id: string } }>('/things/:id', async (request) => ({ id: pathId(request, { tr: 'Numara bir tam sayı olmalı.', en: 'The id must be a whole number.' }) }));
    expect((await app.inject('/things/42')).json()).toEqual({ id: 42 });
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '1234567890123456', '99999999999999999999999', '9223372036854775808', '%D9%A1', '%EF%BC%91', '0x10', '%201']) {
      const answer = await app.inject({ url: `/things/${bad}`, headers: { 'accept-language': 'en-US' } });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().errors[0]).toEqual({ errorCode: 'INVALID_REQUEST', errorMessage: 'The id must be a whole number.' });
    }
    const turkish = await app.inject('/things/x'); // Turkish unless the reader asks for English
    expect(turkish.json().errors[0].errorMessage).toBe('Numara bir tam sayı olmalı.');
  });
});
