import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiateEncoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'br'], ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined], [undefined, undefined], ['', undefined], ['GZIP', 'gzip'], ['*;q=0, gzip;q=0.5', 'gzip'],
  ])('%j → %j', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});
