// The generic report routes: for every descriptor, its data route and its export route, in the operator's
// exact paths and envelopes. No report has code of its own. Each call pays what it reads, then what it renders,
// against the rate limit (exports/reportCost.ts) before doing it; large exports render in the worker pool.
// The data route also answers at a coarser chart step (`resolution`) where the chart offers one, and writes a big
// answer (no page, many rows) as its rows are read (streamReportAnswer.ts). An export
// writes what the table shows: its `columns` (keys of the descriptor, in order) and its `sort`, and the
// file says so. It runs neither the count nor the summary query; a CSV streams from the store to the client
// (exports/streamCsvExport.ts), and an XLSX of a date range from the store through a render worker to the client
// (exports/openRowBatches.ts). A PDF too large to lay out, or a range with nothing published yet, is refused up front.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { exportFileName, exportFileSort } from '../../engine/export/exportFileName';
import { pdfTooLargeText } from '../../engine/export/exportTexts';
import { CSV_CONTENT_TYPE } from '../exports/writers/writeCsv';
import type { Locale } from '../../engine/locale/locale';
import { PDF_CELL_LIMIT, pdfFits } from '../../engine/export/pdfLimit';
import { ApiError } from '../errors/apiError';
import { notPublishedYet } from '../exports/notPublishedYet';
import { pdfChartRows } from '../exports/pdfChartRows';
import { rowsSpan } from '../exports/rowsSpan';
import { queryCost, queryRows, renderCost, ROWS_PER_UNIT } from '../exports/reportCost';
import { openRowBatches } from '../exports/openRowBatches';
import { streamCsvExport } from '../exports/streamCsvExport';
import { renderExport } from '../exports/renderExport';
import type { RenderPool } from '../exports/renderPool';
import type { PageOverlays } from '../page-settings/pageOverlays';
import { requestLocale } from '../http/requestLocale';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { buildReportQuery } from './buildReportQuery';
import { compileRequestValidator } from './reportRequest';
import { runReport } from './runReport';
import { streamReportAnswer, streamsAnswer } from './streamReportAnswer';
import { toEnvelope } from './toEnvelope';

interface Options { reports: readonly ReportDescriptor[]; store: Store; dialect: SqlDialect; overlays: PageOverlays; now: () => Date; simulated: boolean; renderPool: RenderPool }

const EXPORT_TYPES = { XLSX: 'xlsx', CSV: 'csv', PDF: 'pdf' } as const;

export function registerReportRoutes(app: FastifyInstance, { reports, store, dialect, overlays, now, simulated, renderPool }: Options): void {
  for (const descriptor of reports) {
    const validator = compileRequestValidator(descriptor, { resolution: true });
    // A GET operation (a dashboard) reads no body: one sent along, even `{}`, is ignored, as the operator does.
    const get = descriptor.api.method === 'GET';
    app.route({
      method: get ? 'GET' : 'POST',
      url: `/${descriptor.api.service}${descriptor.api.path}`,
      handler: async (request, reply) => {
        const locale = requestLocale(request);
        const parsed = validator.parse(get ? {} : request.body, locale, overlays.spanLimit(descriptor));
        request.chargeCost(queryCost(parsed, { paged: descriptor.api.paged }));
        const at = now();
        if (streamsAnswer(descriptor, parsed)) {
          request.usageRows = 0;
          const body = await streamReportAnswer(store, dialect, descriptor, parsed, at, request, (rows) => { request.usageRows! += rows; });
          return reply.type('application/json; charset=utf-8').send(body);
        }
        const result = await runReport(store, dialect, descriptor, parsed, at);
        request.usageRows = result.items.length;
        return toEnvelope(descriptor, parsed, result, at, request);
      },
    });

    if (!descriptor.api.exportPath || descriptor.export.length === 0) continue;
    const allowed = descriptor.export.map((f) => f.toUpperCase());
    const exportValidator = compileRequestValidator(descriptor, { extraProperties: { exportType: { enum: allowed } }, extraRequired: ['exportType'], tableView: true });
    app.post(`/${descriptor.api.service}${descriptor.api.exportPath}`, async (request, reply) => {
      const locale = requestLocale(request);
      const parsed = exportValidator.parse(request.body, locale, overlays.spanLimit(descriptor));
      const format = EXPORT_TYPES[parsed.body.exportType as keyof typeof EXPORT_TYPES];
      request.chargeCost(queryCost(parsed, { paged: false }));
      const at = now();
      const columns = parsed.columns ? parsed.columns.map((key) => descriptor.columns.find((c) => c.key === key)!) : descriptor.columns;
      const unpublished = (rows: number) => rows === 0 && parsed.range !== undefined && notPublishedYet(descriptor, parsed.range.start, at);
      const fileName = exportFileName(descriptor.id, parsed.range?.start, parsed.range?.end, format, exportFileSort(descriptor.columns, parsed.sort));
      if (format === 'csv') {
        // Charged by the rows the request may return (as its reading), since the file is sent as it is read.
        const mostRows = queryRows(parsed);
        request.chargeCost(renderCost('csv', Number.isFinite(mostRows) ? mostRows : ROWS_PER_UNIT));
        request.usageRows = 0;
        const csv = await streamCsvExport(store, buildReportQuery(descriptor, parsed, dialect, at, { paged: false }).rows, columns, descriptor.columns, locale, (rows) => { request.usageRows! += rows; });
        if (csv.empty && unpublished(0)) throw notPublishedError(locale);
        return reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(csv.body);
      }
      const texts = {
        title: descriptor.title[locale], columns, locale, generatedAt: at, notes: [],
        source: simulated ? 'simulated' as const : 'real' as const,
        ...(parsed.sort ? { sort: parsed.sort } : {}),
        reportColumnCount: descriptor.columns.length,
      };
      const send = (file: { contentType: string; body: unknown }) => reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(file.body);
      if (format === 'xlsx' && parsed.range) {
        // An XLSX of a date range reads its rows as it is written (the file's details need no row to be known).
        request.usageRows = 0;
        const batches = await openRowBatches(store, buildReportQuery(descriptor, parsed, dialect, at, { paged: false }).rows, descriptor.columns, (rows) => { request.usageRows! += rows; });
        if (batches.head.length === 0 && unpublished(0)) throw notPublishedError(locale);
        const input = { ...texts, rows: batches.head, range: parsed.range };
        const stream = batches.complete ? undefined : { moreRows: batches.rest, expectedRows: queryRows(parsed) };
        return send(await renderExport(request, reply, renderPool, format, input, stream));
      }
      const result = await runReport(store, dialect, descriptor, parsed, at, { paged: false, summary: false });
      request.usageRows = result.items.length;
      if (unpublished(result.items.length)) throw notPublishedError(locale);
      if (format === 'pdf' && !pdfFits(result.items.length, columns.length)) {
        throw new ApiError(400, [{ errorCode: 'PDF_TOO_LARGE', errorMessage: pdfTooLargeText(result.items.length, columns.length, PDF_CELL_LIMIT, locale) }]);
      }
      const chart = format === 'pdf' && result.items.length > 0 ? await pdfChartRows(store, dialect, descriptor, parsed, at, locale) : undefined;
      const file = await renderExport(request, reply, renderPool, format, {
        ...texts,
        rows: [result.items],
        ...(parsed.range ? { range: parsed.range } : coveredSpan(descriptor, result.items)),
        ...(format === 'pdf' ? { report: descriptor } : {}),
        ...(chart ? { chartRows: chart.rows, chartNote: chart.note } : {}),
      });
      return send(file);
    });
  }
}

function notPublishedError(locale: Locale): ApiError {
  return new ApiError(400, [{ errorCode: 'NOT_PUBLISHED_YET', errorMessage: locale === 'tr'
    ? 'Bu aralığın verisi henüz yayımlanmadı: dışa aktarılacak satır yok.'
    : 'The data of this range is not published yet: there are no rows to export.' }]);
}

/** A report without a date range still says which days its file covers. */
function coveredSpan(descriptor: ReportDescriptor, rows: Parameters<typeof rowsSpan>[1]): { range?: { start: string; end: string } } {
  const span = rowsSpan(descriptor, rows);
  return span ? { range: span } : {};
}
