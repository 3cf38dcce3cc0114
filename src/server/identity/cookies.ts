// The identity cookies: HttpOnly (no script reads them), SameSite, Secure behind HTTPS, whole-site path.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sf_session';
export const CSRF_COOKIE = 'sf_csrf';
/** Interface language and theme of the identity pages, as the app last passed them (not secrets). */
export const LANG_COOKIE = 'sf_lang';
export const THEME_COOKIE = 'sf_theme';

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || process.env.COOKIE_SECURE === 'true';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  // Lax, not Strict: a member following a link to the platform from a mail arrives signed in.
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secure(request), path: '/', maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secure(request), path: '/' });
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: secure(request), path: '/' });
}

export function setPreferenceCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', secure: secure(request), path: '/', maxAge: 365 * 86_400 });
}
