// Where to go after a sign-in or sign-out: only a path on this site (never another host, so the pages cannot
// be used to send people elsewhere), never back into the identity pages.
/** Identity pages that need a signed-in member, so sign-in may come back to them. */
const RETURNABLE_IDENTITY_PAGES = new Set(['/auth/password', '/auth/profile']);

export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0]!;
  if ((path === '/auth' || path.startsWith('/auth/')) && !RETURNABLE_IDENTITY_PAGES.has(path)) return fallback;
  return value;
}
