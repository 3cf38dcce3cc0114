// What every request passes before its route: the security headers on every answer, odd paths refused, source
// maps hidden in production, JSON bodies depth-checked before parsing, and each route's body content type.
// Registered first in app.ts, so these hooks run before access control and apply to every route after them.
import type { FastifyInstance } from 'fastify';
import { registerBodyContentTypeRule } from './bodyContentType';
import { registerJsonBodyParser } from './jsonBodyParser';
import { registerOddPathRefusal } from './oddPaths';
import { registerSecurityHeaders } from './securityHeaders';
import { registerSourceMapRefusal } from './sourceMaps';

export interface HttpGuardOptions {
  /** From securityHeaders(). */
  headers: Readonly<Record<string, string>>;
  /** false: `.map` files are 404 (production without SOURCE_MAPS=true). */
  sourceMaps: boolean;
}

export function registerHttpGuards(app: FastifyInstance, { headers, sourceMaps }: HttpGuardOptions): void {
  registerSecurityHeaders(app, headers);
  registerOddPathRefusal(app);
  if (!sourceMaps) registerSourceMapRefusal(app);
  registerJsonBodyParser(app);
  registerBodyContentTypeRule(app);
}
