import { describe, expect, it } from 'vitest';
import { identityHref, withIdentityPreferences } from './identityHref';

describe('identityHref', () => {
  it('carries the return path, language and theme to the identity page', () => {
    expect(identityHref('sign-in', { returnTo: '/electricity/prices?x=1', locale: 'en', theme: 'dark' }))
      .toBe('/auth/sign-in?return=%2Felectricity%2Fprices%3Fx%3D1&lang=en&theme=default-dark');
    expect(identityHref('admin/sign-in', { returnTo: '/admin', locale: 'tr', theme: 'light' })).toMatch(/^\/auth\/admin\/sign-in\?return=%2Fadmin&lang=tr/);
  });

  it('adds the language and theme to a fixed identity link, and leaves other links alone', () => {
    expect(withIdentityPreferences('/auth/admin/sign-in?return=%2Fadmin', 'en', 'dark')).toBe('/auth/admin/sign-in?return=%2Fadmin&lang=en&theme=default-dark');
    expect(withIdentityPreferences('https://operator.example/', 'en', 'dark')).toBe('https://operator.example/');
  });
});
