import { describe, expect, it } from 'vitest';
import { redirectLocation, safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/electricity/prices?x=1#top', '/')).toBe('/electricity/prices?x=1#top');
    expect(safeReturnPath('/auth/password', '/')).toBe('/auth/password');
  });

  it('refuses other hosts, protocol-relative and backslash tricks, control characters and identity pages', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/x\ny', '/auth/sign-in', '/auth/sign-out?return=/', '/%61uth/sign-in', '', 42, undefined]) {
      expect(safeReturnPath(bad, '/home')).toBe('/home');
    }
  });

  it('percent-encodes what a Location header cannot carry, and leaves an encoded path as it is', () => {
    expect(safeReturnPath('/tr/ğüş', '/')).toBe('/tr/%C4%9F%C3%BC%C5%9F');
    expect(safeReturnPath('/tr/%C4%9F%C3%BC%C5%9F', '/')).toBe('/tr/%C4%9F%C3%BC%C5%9F');
    expect(safeReturnPath('/a b?q="x"&r=100%', '/')).toBe('/a%20b?q=%22x%22&r=100%25');
    expect(safeReturnPath('/emoji/😀', '/')).toBe('/emoji/%F0%9F%98%80');
    // Half of a surrogate pair is no text at all (a JSON body can carry one).
    expect(safeReturnPath('/x\ud800', '/home')).toBe('/home');
    for (const path of ['/tr/ğüş', '/a b<c>', '/ok']) expect(redirectLocation(safeReturnPath(path, '/'), '/fallback')).not.toBe('/fallback');
  });
});

describe('redirectLocation', () => {
  it('falls back when the value could not be sent as a header', () => {
    expect(redirectLocation('/ok', '/')).toBe('/ok');
    expect(redirectLocation('/ğ', '/')).toBe('/');
    expect(redirectLocation('/a\r\nSet-Cookie: x=1', '/')).toBe('/');
  });
});
