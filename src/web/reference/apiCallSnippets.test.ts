// The three ways of writing one call: the same method, address and body in each, JSON values in Python's spelling.
import { describe, expect, it } from 'vitest';
import { apiCallSnippets } from './apiCallSnippets';

describe('apiCallSnippets', () => {
  const call = { method: 'POST' as const, url: 'https://example.test/electricity-service/v1/x', body: { startDate: '2024-08-01T00:00:00+03:00', region: null, flag: true, name: 'a "true" name' } };

  it('writes curl with the ticket header and the compact body', () => {
    const { curl } = apiCallSnippets(call, 'en');
    expect(curl).toContain('curl -s -X POST "https://example.test/electricity-service/v1/x"');
    expect(curl).toContain(`-d '${JSON.stringify(call.body)}'`);
  });

  it('writes Python with True/None outside strings and keeps strings as they are', () => {
    const { python } = apiCallSnippets(call, 'en');
    expect(python).toContain('"region": None');
    expect(python).toContain('"flag": True');
    expect(python).toContain('"name": "a \\"true\\" name"');
    expect(python).toContain('requests.post(');
  });

  it('writes a GET without a body', () => {
    const { curl, javascript } = apiCallSnippets({ method: 'GET', url: 'https://example.test/d' }, 'tr');
    expect(curl).not.toContain('-d ');
    expect(javascript).not.toContain('body:');
    expect(curl).toContain('Accept-Language: tr-TR');
  });
});
