// The language of a request: Accept-Language tr-TR (default) or en-US, as the operator's clients send it.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../engine/locale/locale';

export function requestLocale(request: FastifyRequest): Locale {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.trim() ?? '';
  return first.startsWith('en') ? 'en' : 'tr';
}
