// Guards internal write APIs until identity (sign-in, roles) exists: only callers on this machine pass.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function requireLoopback(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    throw new ApiError(403, [{ errorCode: 'FORBIDDEN', errorMessage: 'This administration call is only accepted from the server itself.' }]);
  }
}
