// Services that say what is published: the interim MCP published status and date-init (the operator's
// contract), and, for this machine only, the record of revisions to published rows.
import type { FastifyInstance } from 'fastify';
import { findDataset } from '../datasets/datasets';
import { isDayAheadStageOut } from '../datasets/publishedBefore';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { listRevisions } from './listRevisions';
import { toDateInit } from './toDateInit';
import { toRestResponse } from './toRestResponse';

interface Options { store: Store; now: () => Date }

export function registerPublicationRoutes(app: FastifyInstance, { store, now }: Options): void {
  // completed: tomorrow's interim MCP is out (from 13:00 Istanbul time until the day ends). GET; a body is ignored.
  app.get('/electricity-service/v1/markets/dam/data/interim-mcp-published-status', async (request) => (
    toRestResponse(request, { completed: isDayAheadStageOut('interim', now()) })
  ));

  // The reference dates of the server's clock (flat object, no wrapper). GET; a body is ignored.
  app.get('/electricity-service/v1/main/date-init', { config: { access: 'public' } }, async () => toDateInit(now()));

  // Internal: until identity and the admin screens exist, only callers on this machine may read revisions.
  app.get<{ Querystring: { dataset?: string; limit?: string } }>('/app-api/admin/revisions', async (request) => {
    const tr = requestLocale(request) === 'tr';
    const { dataset, limit } = request.query;
    if (dataset !== undefined && !findDataset(dataset)) {
      throw new ApiError(400, [{ errorCode: 'UNKNOWN_DATASET', errorMessage: tr ? `"${dataset}" adında bir veri kümesi yok.` : `There is no dataset "${dataset}".` }]);
    }
    const count = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      throw new ApiError(400, [{ errorCode: 'INVALID_VALUE', errorMessage: tr ? 'limit 1 ile 1000 arasında bir tam sayı olmalı.' : 'limit must be an integer from 1 to 1000.' }]);
    }
    return { items: await listRevisions(store, { ...(dataset !== undefined ? { dataset } : {}), limit: count }) };
  });
}
