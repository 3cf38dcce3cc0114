// The usage statistics for administrators (the /administration-service/ prefix: administrator sessions only):
// GET /administration-service/v1/statistics/usage?startDate&endDate&period and its CSV export
// .../usage/export?startDate&endDate&period&table=periods|users|services. Shapes: src/server/API.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLAIN_CSV_TYPE } from '../administration/plainCsv';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { USAGE_TABLES, usageCsv, type UsageTable } from './usageCsv';
import { toUsageRange, type UsageQueryString } from './usageQuery';
import { readUsageStatistics } from './usageStatistics';

export const STATISTICS_PREFIX = '/administration-service/v1/statistics';

function tableOf(request: FastifyRequest<{ Querystring: UsageQueryString & { table?: string } }>): UsageTable {
  const table = request.query.table ?? 'periods';
  if ((USAGE_TABLES as readonly string[]).includes(table)) return table as UsageTable;
  const tr = requestLocale(request) === 'tr';
  throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: `table: ${tr ? 'periods, users ya da services olmalı.' : 'must be periods, users or services.'}` }]);
}

export function registerStatisticsRoutes(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  app.get<{ Querystring: UsageQueryString }>(`${STATISTICS_PREFIX}/usage`, { config: { access: 'admin' } }, async (request) => (
    readUsageStatistics(store, toUsageRange(request, now()))
  ));

  app.get<{ Querystring: UsageQueryString & { table?: string } }>(`${STATISTICS_PREFIX}/usage/export`, { config: { access: 'admin' } }, async (request, reply) => {
    const table = tableOf(request);
    const range = toUsageRange(request, now());
    const csv = usageCsv(await readUsageStatistics(store, range), table, requestLocale(request));
    const name = `usage-${table}-${range.startDate}-${range.endDate}.csv`;
    return reply.header('content-type', PLAIN_CSV_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(csv);
  });
}
