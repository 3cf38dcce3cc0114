import { describe, expect, it } from 'vitest';
import { fillPathVariables } from './fillPathVariables';

describe('fillPathVariables', () => {
  it('puts each variable, percent-encoded, in place of its placeholder', () => {
    expect(fillPathVariables('/reports/{id}/rows/{page}', { id: 'a b/ç', page: 2 })).toEqual({ ok: true, url: '/reports/a%20b%2F%C3%A7/rows/2' });
  });

  it('names the first placeholder without a value instead of sending it', () => {
    expect(fillPathVariables('/reports/{id}/{part}', { part: 'x' })).toEqual({ ok: false, missing: 'id' });
    expect(fillPathVariables('/reports/{id}', { id: '' })).toEqual({ ok: false, missing: 'id' });
  });

  it('leaves an address without placeholders as it is', () => {
    expect(fillPathVariables('/app-api/meta?x=1')).toEqual({ ok: true, url: '/app-api/meta?x=1' });
  });
});

describe('fillPathVariables and markup', () => {
  it('strips HTML tags from values, and a value that was only tags counts as missing', () => {
    expect(fillPathVariables('/plants/{id}', { id: '<b>42</b>' })).toEqual({ ok: true, url: '/plants/42' });
    expect(fillPathVariables('/plants/{id}', { id: '<script></script>' })).toEqual({ ok: false, missing: 'id' });
  });
});
