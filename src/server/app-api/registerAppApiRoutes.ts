// The small internal API the browser app reads: the report list, one descriptor, and facts about the data.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { ApiError } from '../errors/apiError';

export interface DataFacts { simulated: boolean; dataStart: string; dataEnd: () => string }

export function registerAppApiRoutes(app: FastifyInstance, reports: readonly ReportDescriptor[], facts: DataFacts, now: () => Date): void {
  const byId = new Map(reports.map((r) => [r.id, r]));
  const list = reports.map(({ id, pageId, title, menu }) => ({ id, pageId, title, menu }));

  app.get('/app-api/reports', async () => ({ items: list }));
  app.get<{ Params: { id: string } }>('/app-api/reports/:id', async (request) => {
    const report = byId.get(request.params.id);
    if (!report) throw new ApiError(404, [{ errorCode: 'REPORT_NOT_FOUND', errorMessage: `There is no report "${request.params.id}".` }]);
    return report;
  });
  app.get('/app-api/meta', async () => ({
    simulated: facts.simulated,
    dataStart: facts.dataStart,
    dataEnd: facts.dataEnd(),
    serverTime: now().toISOString(),
  }));
}
