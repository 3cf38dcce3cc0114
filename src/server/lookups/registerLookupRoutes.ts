// Registers every lookup of src/engine/lookups at its operator path. GET lookups accept and ignore a body.
import type { FastifyInstance } from 'fastify';
import { lookups } from '../../engine/lookups/lookups';
import type { Store } from '../store/store';
import { lookupQueries } from './lookupQueries';

/** Rows of a lookup answer, whichever envelope it has (a bare list, {items}, {damList}, ...). */
function rowCount(answer: unknown): number | null {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const list = Object.values(answer).find(Array.isArray);
    if (list) return list.length;
  }
  return null;
}

export function registerLookupRoutes(app: FastifyInstance, store: Store): void {
  for (const lookup of Object.values(lookups)) {
    const answer = lookupQueries[lookup.id];
    if (!answer) throw new Error(`lookup ${lookup.id} has no query in src/server/lookups/lookupQueries.ts`);
    app.route({
      method: lookup.method,
      url: `/${lookup.service}${lookup.path}`,
      handler: async (request) => {
        const answered = await answer(store, (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>);
        request.usageRows = rowCount(answered);
        return answered;
      },
    });
  }
}
