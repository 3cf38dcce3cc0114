import { describe, expect, it } from 'vitest';
import { toQueryString, withQuery } from './toQueryString';

describe('toQueryString', () => {
  it('sends strings as they are and everything else as JSON, percent-encoded', () => {
    expect(toQueryString({ name: 'a b&c', n: 5, on: false, ids: [1, 2], range: { from: '2024-01-01' } })).toBe(
      'name=a%20b%26c&n=5&on=false&ids=%5B1%2C2%5D&range=%7B%22from%22%3A%222024-01-01%22%7D',
    );
  });

  it('leaves out undefined and null', () => {
    expect(toQueryString({ a: undefined, b: null, c: '' })).toBe('c=');
  });

  it('adds to a query string the address already has', () => {
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
