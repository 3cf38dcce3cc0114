// GET /app-api/reports/:id/notices?startDate&endDate[&<plant field>]: the market-message notices a report's chart
// draws (descriptor chart.notices), beside the report's data and never inside its contract answer. Data access
// like the report itself (members, or everyone with PUBLIC_DATA), counted against the rate limit.
import type { FastifyInstance } from 'fastify';
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { parseNoticeQuery } from './parseNoticeQuery';
import { readNotices } from './readNotices';

interface Options { reports: readonly ReportDescriptor[]; store: Store; now: () => Date }

export function registerNoticeRoutes(app: FastifyInstance, { reports, store, now }: Options): void {
  const withNotices = new Map(reports.filter((r) => isReportPage(r) && r.chart?.notices).map((r) => [r.id, r]));

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/app-api/reports/:id/notices', { config: { access: 'data' } }, async (request) => {
    const tr = requestLocale(request) === 'tr';
    const report = withNotices.get(request.params.id);
    if (!report) {
      throw new ApiError(404, [{
        errorCode: 'REPORT_NOT_FOUND',
        errorMessage: tr ? `"${request.params.id}" raporunun grafiğinde piyasa mesajı gösterilmiyor.` : `The chart of report "${request.params.id}" shows no market messages.`,
      }]);
    }
    const query = parseNoticeQuery(request.query, report.chart?.notices?.plantFilter, tr);
    const answer = await readNotices(store, query, now());
    request.usageRows = answer.items.length;
    return answer;
  });
}
