// Errors Fastify answers before any route or hook runs: an address with a broken percent escape
// (FST_ERR_BAD_URL) and a path parameter longer than the router takes (FST_ERR_MAX_PARAM_LENGTH). They leave in
// the error envelope like every other error, with the security headers set here, since no onSend hook runs.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../http/requestLocale';

export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const tr = requestLocale(request) === 'tr';
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const [status, message] = tooLong
      ? [414, tr ? 'Adres çok uzun.' : 'The address is too long.']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, tr ? 'Adres geçerli değil.' : 'The address is not valid.']
        : [500, tr ? `Beklenmeyen bir hata oluştu (kayıt no ${request.id}).` : `An unexpected error occurred (reference ${request.id}).`];
    if (status === 500) request.log.error({ err: error, correlationId: request.id }, 'unexpected error');
    void reply.code(status).headers(headers).send({ errors: [{ errorCode: status === 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST', errorMessage: message }], correlationId: request.id });
  };
}
