// The e-mail pattern of the membership form: one @, a local part of the characters mail systems accept,
// a domain of dot-separated labels ending in a letters-only top-level domain. Deliverability is proven by
// the mail the member receives, not by a pattern.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(text: string): boolean {
  if (text.length > 254) return false;
  const local = text.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL.test(text);
}
