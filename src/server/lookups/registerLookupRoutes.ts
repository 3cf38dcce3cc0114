// Registers every lookup of src/engine/lookups at its operator path. GET lookups accept and ignore a body; a
// POST lookup's body is checked against its schema (lookupBodies.ts) before the query runs.
import { Ajv, type ErrorObject } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { lookups } from '../../engine/lookups/lookups';
import type { Locale } from '../../engine/locale/locale';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { lookupBodies } from './lookupBodies';
import { lookupQueries } from './lookupQueries';

const ajv = new Ajv({ allErrors: true, strict: false });

/** Rows of a lookup answer, whichever envelope it has (a bare list, {items}, {damList}, ...). */
function rowCount(answer: unknown): number | null {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const list = Object.values(answer).find(Array.isArray);
    if (list) return list.length;
  }
  return null;
}

const TYPE_NAMES: Record<string, [string, string]> = { string: ['metin', 'text'], integer: ['tam sayı', 'a whole number'], object: ['JSON nesnesi', 'a JSON object'] };

/** One ajv error of a lookup body, in the reader's language. */
function toErrorItem(error: ErrorObject, locale: Locale): ApiErrorItem {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const say = (tr: string, en: string) => (locale === 'tr' ? tr : en);
  switch (error.keyword) {
    case 'type': {
      const [tr, en] = TYPE_NAMES[String(error.params.type).split(',')[0]!] ?? [String(error.params.type), String(error.params.type)];
      return { errorCode: 'INVALID_TYPE', errorMessage: field ? say(`${field} ${tr} olmalı.`, `${field} must be ${en}.`) : say('İstek gövdesi bir JSON nesnesi olmalı.', 'The request body must be a JSON object.') };
    }
    case 'maxLength':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(`${field} en çok ${String(error.params.limit)} karakter olabilir.`, `${field} may have at most ${String(error.params.limit)} characters.`) };
    case 'pattern':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(`${field} denetim karakteri (ör. NUL) içeremez.`, `${field} cannot contain control characters (such as NUL).`) };
    case 'required':
      return { errorCode: 'MISSING_FIELD', errorMessage: say(`${String(error.params.missingProperty)} alanı zorunludur.`, `${String(error.params.missingProperty)} is required.`) };
    default:
      return { errorCode: 'INVALID_VALUE', errorMessage: say(`${field || 'İstek gövdesi'} geçersiz.`, `${field || 'The request body'} is invalid.`) };
  }
}

export function registerLookupRoutes(app: FastifyInstance, store: Store): void {
  for (const lookup of Object.values(lookups)) {
    const answer = lookupQueries[lookup.id];
    if (!answer) throw new Error(`lookup ${lookup.id} has no query in src/server/lookups/lookupQueries.ts`);
    const schema = lookupBodies[lookup.id];
    if (!schema) throw new Error(`lookup ${lookup.id} has no body schema in src/server/lookups/lookupBodies.ts`);
    const validate = ajv.compile(schema);
    app.route({
      method: lookup.method,
      url: `/${lookup.service}${lookup.path}`,
      handler: async (request) => {
        // A POST without a body asks for every row, as an empty object does.
        const body = request.body === undefined ? {} : request.body;
        if (!validate(body)) throw new ApiError(400, (validate.errors ?? []).map((e) => toErrorItem(e, requestLocale(request))));
        const answered = await answer(store, body as Record<string, unknown>);
        request.usageRows = rowCount(answered);
        return answered;
      },
    });
  }
}
