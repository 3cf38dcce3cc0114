// What a password must be: long enough, not only letters or only digits, not the e-mail, not a known default.
// The same rule guards the sign-up link, the password page and, in production, the first-start accounts.
import type { Locale } from '../../engine/locale/locale';

export const MIN_PASSWORD_LENGTH = 10;

/** Passwords a guesser tries first; refused everywhere, and the reason production refuses configured defaults. */
const KNOWN_WEAK = ['password', 'parola', 'admin', 'administrator', 'demo', 'changeme', 'letmein', 'qwerty', 'welcome', 'seffaflik', 'transparency', '123456', 'secret'];

export function passwordProblem(password: string, email: string, locale: Locale): string | undefined {
  const tr = locale === 'tr';
  if (password.length < MIN_PASSWORD_LENGTH) return tr ? `Parola en az ${MIN_PASSWORD_LENGTH} karakter olmalı.` : `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 200) return tr ? 'Parola en fazla 200 karakter olabilir.' : 'The password may have at most 200 characters.';
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return tr ? 'Parola harflerle birlikte en az bir rakam ya da işaret içermeli.' : 'The password needs letters and at least one digit or symbol.';
  const lower = password.toLocaleLowerCase('en-US');
  const mailbox = email.toLocaleLowerCase('en-US').split('@')[0] ?? '';
  if (mailbox.length >= 3 && lower.includes(mailbox)) return tr ? 'Parola e-posta adresinizi içeremez.' : 'The password must not contain your e-mail address.';
  if (KNOWN_WEAK.some((weak) => lower.replace(/[^\p{L}]/gu, '') === weak || lower.replace(/[^\p{L}]+$/u, '') === weak || lower.startsWith(weak.repeat(2)))) return tr ? 'Bu parola kolay tahmin edilir; başka bir parola seçin.' : 'This password is easy to guess; choose another one.';
  return undefined;
}
