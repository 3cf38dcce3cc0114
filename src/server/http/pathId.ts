// A numeric id from the address (`/…/:id`): a whole positive number or a 400 in the reader's language, naming
// what the id is of. Ids are database keys, so anything else (signs, decimals, other digits than ASCII, 16+ digits:
// beyond what a double holds exactly, long before 2^63 and BIGINT's end) is refused before any query sees it.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from './requestLocale';

export function pathId(request: FastifyRequest<{ Params: { id: string } }>, message: { tr: string; en: string }): number {
  const text = request.params.id;
  const id = Number(text);
  if (!/^[0-9]{1,15}$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: message[requestLocale(request)] }]);
  return id;
}
