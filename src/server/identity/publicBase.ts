// The platform's own address, for absolute links: the set-password links in mails and the Location of a new
// ticket. PUBLIC_URL when configured; else the scheme and host the request came to, which Fastify takes from
// X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY is on. Without PUBLIC_URL the Host header decides,
// so a public deployment sets it: a forged Host must not end up in a mailed link.
import type { FastifyRequest } from 'fastify';

export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
