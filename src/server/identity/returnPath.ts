// Where to go after a sign-in or sign-out: only a path on this site (never another host, so the pages cannot
// be used to send people elsewhere), never back into the identity pages. The path comes back percent-encoded
// (`/tr/ğüş` → `/tr/%C4%9F%C3%BC%C5%9F`): it goes into a Location header, which takes only ASCII.
import { validateHeaderValue } from 'node:http';

/** Identity pages that need a signed-in member, so sign-in may come back to them. */
const RETURNABLE_IDENTITY_PAGES = new Set(['/auth/password', '/auth/profile']);

/** What a URL may carry as it is: RFC 3986's unreserved and reserved characters, and `%` starting an escape. */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (/[\u0000-\u001f\u007f\\]/.test(value) || LONE_SURROGATE.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0]!;
  // Also as the router will read it: /%61uth/sign-in is the sign-in page too.
  for (const form of [path, decoded(path)]) {
    if ((form === '/auth' || form.startsWith('/auth/')) && !RETURNABLE_IDENTITY_PAGES.has(form)) return fallback;
  }
  return value.replace(NEEDS_ENCODING, (c) => encodeURIComponent(c));
}

/**
 * The Location of a redirect to `path`, proven valid before anything else happens (a sign-out revokes the session
 * only once its answer can be sent); the fallback when it is not.
 */
export function redirectLocation(path: string, fallback: string): string {
  try {
    validateHeaderValue('location', path);
    return path;
  } catch {
    return fallback;
  }
}
