// The answer to an address that leads nowhere: 404 in the error envelope, in the reader's language.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from './requestLocale';

export function notFoundError(request: FastifyRequest): ApiError {
  return new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: requestLocale(request) === 'tr' ? 'Böyle bir servis yok.' : 'No such service.' }]);
}
