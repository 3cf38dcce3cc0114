// Registers every lookup of src/engine/lookups at its operator path. GET lookups accept and ignore a body; a
// POST lookup's body is read (readLookupBody.ts: ids given as text become numbers) and checked against its
// schema (lookupBodies.ts) before the query runs.
import type { FastifyInstance } from 'fastify';
import { lookups } from '../../engine/lookups/lookups';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { LOOKUP_SPAN_DAYS, lookupBodies } from './lookupBodies';
import { lookupQueries } from './lookupQueries';
import { compileLookupBody } from './readLookupBody';

/** Rows of a lookup answer, whichever envelope it has (a bare list, {items}, {damList}, ...). */
function rowCount(answer: unknown): number | null {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const list = Object.values(answer).find(Array.isArray);
    if (list) return list.length;
  }
  return null;
}

/** `now` is the server's clock: lists of dated rows (intraday contracts, the last settled day) answer what is published by then. */
export function registerLookupRoutes(app: FastifyInstance, store: Store, now: () => Date = () => new Date()): void {
  for (const lookup of Object.values(lookups)) {
    const answer = lookupQueries[lookup.id];
    if (!answer) throw new Error(`lookup ${lookup.id} has no query in src/server/lookups/lookupQueries/`);
    const schema = lookupBodies[lookup.id];
    if (!schema) throw new Error(`lookup ${lookup.id} has no body schema in src/server/lookups/lookupBodies.ts`);
    const readBody = compileLookupBody(schema, LOOKUP_SPAN_DAYS[lookup.id]);
    app.route({
      method: lookup.method,
      url: `/${lookup.service}${lookup.path}`,
      handler: async (request) => {
        const body = lookup.method === 'GET' ? {} : readBody(request.body, requestLocale(request));
        const answered = await answer(store, body, { now: now() });
        request.usageRows = rowCount(answered);
        return answered;
      },
    });
  }
}
