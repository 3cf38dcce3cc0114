// What every document shares: the ticket header (TGT) and the session cookie as security schemes, the error
// envelope {errors:[{errorCode, errorMessage}]}, the paging object as answered and as asked, and the error answers.
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '../reports/buildReportQuery';
import { SESSION_COOKIE } from '../identity/cookies';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';

export const ISTANBUL_EXAMPLE = '2024-08-01T00:00:00+03:00';

export function commonComponents({ text }: DocText) {
  const errorExample = (errorCode: string, errorMessage: string) => ({ errors: [{ errorCode, errorMessage }], correlationId: '7c1f5a0e-0000-4000-8000-000000000000' });
  const errorResponse = (description: string, code: string, message: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example: errorExample(code, message) } },
  });
  return {
    securitySchemes: {
      TGT: { type: 'apiKey', in: 'header', name: 'TGT', description: text(openApiText.ticket) },
      session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: text(openApiText.session) },
    },
    schemas: {
      ErrorEnvelope: {
        type: 'object', description: text(openApiText.errorEnvelope), required: ['errors'],
        properties: {
          errors: {
            type: 'array', minItems: 1,
            items: { type: 'object', required: ['errorCode', 'errorMessage'], properties: { errorCode: { type: 'string', examples: ['INVALID_DATE'] }, errorMessage: { type: 'string' } } },
          },
          correlationId: { type: 'string' },
        },
      },
      Page: {
        type: 'object', description: text(openApiText.pageObject), required: ['number', 'size', 'total', 'sort'],
        properties: {
          number: { type: 'integer', minimum: 1 }, size: { type: 'integer', minimum: 0 }, total: { type: 'integer', minimum: 0 },
          sort: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Sort' }] },
        },
      },
      PageRequest: {
        type: 'object', description: text(openApiText.pageRequest), required: ['number', 'size'],
        properties: {
          number: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER }, size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
          sort: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Sort' }] },
        },
      },
      Sort: {
        type: 'object', required: ['field', 'direction'],
        properties: { field: { type: 'string' }, direction: { type: 'string', enum: ['ASC', 'DESC'] } },
      },
    },
    responses: {
      BadRequest: errorResponse(text(openApiText.badRequest), 'INVALID_DATE', 'startDate is not a valid date; for example 2024-07-29T00:00:00+03:00.'),
      Unauthorized: errorResponse(text(openApiText.unauthorized), 'UNAUTHORIZED', 'The ticket (TGT) is unknown or expired; get a new one with POST /cas/v1/tickets.'),
      Forbidden: errorResponse(text(openApiText.forbidden), 'FORBIDDEN', 'This call is for administrators only.'),
      TooManyRequests: errorResponse(text(openApiText.tooMany), 'TOO_MANY_REQUESTS', 'You reached your calls-per-minute limit; try again in 30 seconds.'),
    },
  };
}

/** The error answers a data call may give, by reference. */
export const DATA_ERRORS = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  429: { $ref: '#/components/responses/TooManyRequests' },
} as const;

export const ADMIN_ERRORS = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
} as const;
