// Every error leaves the server in the operator's envelope. Bad input is a 400 (never a 500); an
// unexpected failure is a 500 with a correlation id the log also carries, and no internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLocale } from '../http/requestLocale';
import { ApiError } from './apiError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body a route reads, named in the 415 answer to any other content type; JSON unless it says form. */
    body?: 'json' | 'form';
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const correlationId = request.id;
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ errors: error.errors, correlationId });
    }
    const locale = requestLocale(request);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable JSON, wrong content type, body too large.
      const form = request.routeOptions.config?.body === 'form';
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? form
          ? (locale === 'tr' ? 'İstek içerik türü desteklenmiyor; alanları form olarak (application/x-www-form-urlencoded) gönderin.' : 'Unsupported content type; send the fields form-encoded (application/x-www-form-urlencoded).')
          : (locale === 'tr' ? 'İstek içerik türü desteklenmiyor; application/json gönderin.' : 'Unsupported content type; send application/json.')
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? (locale === 'tr' ? 'İstek gövdesi çok büyük.' : 'The request body is too large.')
          : (locale === 'tr' ? 'İstek gövdesi geçerli bir JSON değil.' : 'The request body is not valid JSON.');
      return reply.code(status === 415 || status === 413 ? status : 400).send({ errors: [{ errorCode: 'INVALID_REQUEST', errorMessage: message }], correlationId });
    }
    request.log.error({ err: error, correlationId }, 'unexpected error');
    return reply.code(500).send({
      errors: [{ errorCode: 'INTERNAL_ERROR', errorMessage: locale === 'tr' ? `Beklenmeyen bir hata oluştu (kayıt no ${correlationId}).` : `An unexpected error occurred (reference ${correlationId}).` }],
      correlationId,
    });
  });
}
