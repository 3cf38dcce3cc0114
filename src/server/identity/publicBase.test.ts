import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicBase } from './publicBase';

async function baseOf(trustProxy: boolean, publicUrl: string | undefined, headers: Record<string, string>): Promise<string> {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => publicBase(request, publicUrl));
  const answer = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  return answer.body;
}

describe('publicBase', () => {
  const forwarded = { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'seffaflik.example.org' };

  it('prefers PUBLIC_URL, without a trailing slash', async () => {
    expect(await baseOf(true, 'https://veri.example.org/', forwarded)).toBe('https://veri.example.org');
    expect(await baseOf(false, 'https://veri.example.org/seffaflik', forwarded)).toBe('https://veri.example.org/seffaflik');
  });

  it('follows the forwarded scheme and host only behind a trusted proxy', async () => {
    expect(await baseOf(true, undefined, forwarded)).toBe('https://seffaflik.example.org');
    expect(await baseOf(false, undefined, forwarded)).toBe('http://internal:8080');
  });
});
