import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/electricity/prices?x=1#top', '/')).toBe('/electricity/prices?x=1#top');
    expect(safeReturnPath('/auth/password', '/')).toBe('/auth/password');
  });

  it('refuses other hosts, protocol-relative and backslash tricks, control characters and identity pages', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/x\ny', '/auth/sign-in', '/auth/sign-out?return=/', '', 42, undefined]) {
      expect(safeReturnPath(bad, '/home')).toBe('/home');
    }
  });
});
