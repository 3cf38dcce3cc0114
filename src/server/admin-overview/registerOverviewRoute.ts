// GET /administration-service/v1/overview: the administrator's home page in one answer (readOverview.ts).
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import { readOverview } from './readOverview';

export function registerOverviewRoute(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  app.get('/administration-service/v1/overview', { config: { access: 'admin' } }, async () => readOverview(store, now()));
}
