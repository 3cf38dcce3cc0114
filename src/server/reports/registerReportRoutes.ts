// The generic report routes: for every descriptor, its data route and its export route, in the operator's
// exact paths and envelopes. No report has code of its own. Each call pays what it reads, then what it renders,
// against the rate limit (exports/reportCost.ts) before doing it; large exports render in the worker pool.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { exportFileName } from '../../engine/export/exportFileName';
import { queryCost } from '../exports/reportCost';
import { renderExport } from '../exports/renderExport';
import type { RenderPool } from '../exports/renderPool';
import type { PageOverlays } from '../page-settings/pageOverlays';
import { requestLocale } from '../http/requestLocale';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { compileRequestValidator } from './reportRequest';
import { runReport } from './runReport';
import { toEnvelope } from './toEnvelope';

interface Options { reports: readonly ReportDescriptor[]; store: Store; dialect: SqlDialect; overlays: PageOverlays; now: () => Date; simulated: boolean; renderPool: RenderPool }

const EXPORT_TYPES = { XLSX: 'xlsx', CSV: 'csv', PDF: 'pdf' } as const;

export function registerReportRoutes(app: FastifyInstance, { reports, store, dialect, overlays, now, simulated, renderPool }: Options): void {
  for (const descriptor of reports) {
    const validator = compileRequestValidator(descriptor);
    app.post(`/${descriptor.api.service}${descriptor.api.path}`, async (request) => {
      const locale = requestLocale(request);
      const parsed = validator.parse(request.body, locale, overlays.spanLimit(descriptor));
      request.chargeCost(queryCost(parsed, { paged: descriptor.api.paged }));
      const result = await runReport(store, dialect, descriptor, parsed, now());
      request.usageRows = result.items.length;
      return toEnvelope(descriptor, parsed, result);
    });

    if (!descriptor.api.exportPath || descriptor.export.length === 0) continue;
    const allowed = descriptor.export.map((f) => f.toUpperCase());
    const exportValidator = compileRequestValidator(descriptor, { exportType: { enum: allowed } }, ['exportType']);
    app.post(`/${descriptor.api.service}${descriptor.api.exportPath}`, async (request, reply) => {
      const locale = requestLocale(request);
      const parsed = exportValidator.parse(request.body, locale, overlays.spanLimit(descriptor));
      const format = EXPORT_TYPES[parsed.body.exportType as keyof typeof EXPORT_TYPES];
      request.chargeCost(queryCost(parsed, { paged: false }));
      const result = await runReport(store, dialect, descriptor, parsed, now(), { paged: false });
      request.usageRows = result.items.length;
      const notes = [
        ...(parsed.range ? [rangeNote(parsed.range, locale)] : []),
        ...(simulated ? [locale === 'tr' ? 'Simüle veri: bu değerler gerçek piyasa verisi değildir.' : 'Simulated data: these values are not real market data.'] : []),
      ];
      const file = await renderExport(request, reply, renderPool, format, {
        title: descriptor.title[locale], columns: descriptor.columns, rows: [result.items], locale, generatedAt: now(), notes,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${exportFileName(descriptor.id, parsed.range?.start, parsed.range?.end, format)}"`)
        .send(file.body);
    });
  }
}

function rangeNote(range: { start: string; end: string }, locale: 'tr' | 'en'): string {
  const day = (d: string) => d.split('-').reverse().join('.');
  return locale === 'tr' ? `Tarih aralığı: ${day(range.start)} – ${day(range.end)}` : `Date range: ${day(range.start)} – ${day(range.end)}`;
}
