// A member page asked for without a session sends the visitor to sign in first and back afterwards. The way back
// is the page with its own return path, language and theme, and the sign-in page itself opens in that language
// and theme: nothing the app passed is lost on the detour.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../returnPath';
import { askedPreferences } from './pageContext';

function askedReturn(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  // A form posted after the session ended carries its return path in a hidden field; a link, in the query.
  return safeReturnPath(body?.return ?? query?.return, '/');
}

export function signInRedirect(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply {
  const preferences = askedPreferences(request);
  const returnTo = askedReturn(request);
  const back = new URLSearchParams({ ...(returnTo !== '/' ? { return: returnTo } : {}), ...preferences }).toString();
  const signIn = new URLSearchParams({ return: back ? `${path}?${back}` : path, ...preferences });
  return reply.header('cache-control', 'no-store').redirect(`/auth/sign-in?${signIn.toString()}`, 303);
}
