import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordPolicy';

describe('passwordProblem', () => {
  it('accepts a long password with letters and a digit or symbol', () => {
    expect(passwordProblem('Piyasa-verisi-2026', 'ayse@example.com', 'en')).toBeUndefined();
    expect(passwordProblem('çok gizli şifre 9', 'ayse@example.com', 'tr')).toBeUndefined();
  });

  it('refuses short, letters-only, digits-only, the e-mail name and known defaults', () => {
    expect(passwordProblem('Ab1-short', 'a@b.co', 'en')).toMatch(/at least 10/);
    expect(passwordProblem('onlylettershere', 'a@b.co', 'en')).toMatch(/digit or symbol/);
    expect(passwordProblem('12345678901234', 'a@b.co', 'tr')).toMatch(/rakam ya da işaret/);
    expect(passwordProblem('ayse.yilmaz-2026', 'ayse.yilmaz@example.com', 'en')).toMatch(/e-mail/);
    expect(passwordProblem('password123456', 'a@b.co', 'en')).toMatch(/easy to guess/);
    expect(passwordProblem('Admin-2026!!', 'a@b.co', 'en')).toMatch(/easy to guess/);
    expect(passwordProblem('democracy-2026', 'a@b.co', 'en')).toBeUndefined();
  });
});
