// The ticket flow against a tiny fake CAS (our server has none yet): form-encoded user name and password,
// 201 with TGT-…, then the TGT header on every call.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTicket } from './requestTicket';
import { createSourceClient, SourceError } from './sourceClient';

const TICKET = 'TGT-1-a8Kd3-cas01';
let fake: FastifyInstance;
let base: string;
const seenTickets: (string | undefined)[] = [];

beforeAll(async () => {
  fake = Fastify({ forceCloseConnections: true });
  fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  fake.post('/cas/v1/tickets', async (request, reply) => {
    const { username, password } = request.body as Record<string, string>;
    if (username !== 'ayse' || password !== 'çok gizli&=') return reply.code(401).send({ errors: [{ errorCode: 'UNAUTHORIZED', errorMessage: 'wrong' }] });
    return reply.code(201).type('text/plain').send(TICKET);
  });
  fake.post('/electricity-service/v1/markets/dam/data/mcp', async (request, reply) => {
    seenTickets.push(request.headers.tgt as string | undefined);
    if (request.headers.tgt !== TICKET) return reply.code(401).send({ errors: [{ errorCode: 'UNAUTHORIZED', errorMessage: 'no ticket' }] });
    return { items: [], page: { number: 1, size: 0, total: 0, sort: null } };
  });
  base = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await fake.close(); });

describe('the web-service ticket', () => {
  it('is obtained with the form-encoded user name and password and sent as TGT on every call', async () => {
    const ticket = await requestTicket(base, 'ayse', 'çok gizli&=');
    expect(ticket).toBe(TICKET);
    const client = createSourceClient({ baseUrl: base, ticket });
    await client.call('POST', '/electricity-service/v1/markets/dam/data/mcp', {});
    await client.call('POST', '/electricity-service/v1/markets/dam/data/mcp', {});
    expect(seenTickets).toEqual([TICKET, TICKET]);
  });

  it('is refused with a message that names the user and never the password', async () => {
    const error = await requestTicket(base, 'ayse', 'yanlış-parola').catch((e: unknown) => e as SourceError);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe('the source refused the user name or password of "ayse" (HTTP 401)');
    expect((error as SourceError).message).not.toContain('yanlış-parola');
  });

  it('is not sent without one, and the source\'s refusal stops the call', async () => {
    await expect(createSourceClient({ baseUrl: base }).call('POST', '/electricity-service/v1/markets/dam/data/mcp', {}))
      .rejects.toThrow(/answered HTTP 401: UNAUTHORIZED: no ticket/);
    expect(seenTickets.at(-1)).toBeUndefined();
  });

  it('fails clearly where the source has no ticket service', async () => {
    const bare = Fastify({ forceCloseConnections: true });
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      await expect(requestTicket(url, 'ayse', 'x')).rejects.toThrow(/answered HTTP 404, not 201 with a ticket/);
    } finally {
      await bare.close();
    }
  });
});
