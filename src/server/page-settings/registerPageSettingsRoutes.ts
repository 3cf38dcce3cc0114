// get-page-settings and get-page-update-date (the operator's menu service), answered from the descriptor
// with the administrator's overlay laid over it; plus the small internal API that writes overlays.
import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { isReportPage, localizedText, spanLimit, type ReportPageDescriptor } from '../../../schemas/report.schema';
import { findDataset } from '../datasets/datasets';
import { lastPublicationTime, wallMsToIso } from '../datasets/publishedBefore';
import { auditActor, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { toRangeType, type PageOverlay, type PageOverlays } from './pageOverlays';

interface Options { reports: readonly ReportDescriptor[]; overlays: PageOverlays; now: () => Date; dataStart: string; simulated: boolean }

const ajv = new Ajv({ allErrors: true, strict: false });
const menuIdBody = ajv.compile({ type: 'object', required: ['menuId'], properties: { menuId: { type: 'integer', minimum: 1 } } });
const overlayBody = ajv.compile<PageOverlay>({
  type: 'object',
  additionalProperties: false,
  properties: {
    description: localizedText,
    keywords: localizedText,
    maxSpan: spanLimit,
    updateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+03:00$' },
  },
});

export function registerPageSettingsRoutes(app: FastifyInstance, { reports, overlays, now, dataStart, simulated }: Options): void {
  // Only pages have settings: an API-only descriptor (a dashboard) has no page id.
  const byPageId = new Map(reports.filter(isReportPage).map((r) => [r.pageId, r]));
  // The overlays watch for other server processes' changes until the server closes.
  app.addHook('onClose', async () => overlays.close());

  const pageOf = (body: unknown, locale: 'tr' | 'en'): ReportPageDescriptor => {
    if (!menuIdBody(body)) throw new ApiError(400, [{ errorCode: 'MISSING_FIELD', errorMessage: locale === 'tr' ? 'menuId alanı pozitif bir tam sayı olmalı.' : 'menuId must be a positive integer.' }]);
    const page = byPageId.get((body as { menuId: number }).menuId);
    if (!page) throw new ApiError(400, [{ errorCode: 'PAGE_NOT_FOUND', errorMessage: locale === 'tr' ? 'Bu menuId ile bir sayfa yok.' : 'There is no page with this menuId.' }]);
    return page;
  };

  app.post('/electricity-service/v1/menu/get-page-settings', { config: { access: 'public' } }, async (request) => {
    const locale = requestLocale(request);
    const page = pageOf(request.body, locale);
    const overlay = overlays.get(page.pageId);
    const description = overlay?.description ?? page.description;
    const keywords = overlay?.keywords ?? page.keywords;
    const limit = overlays.spanLimit(page);
    const [y, m, d] = dataStart.split('-');
    return {
      menuId: page.pageId,
      descriptionTr: description.tr,
      descriptionEn: description.en,
      historyTr: `Veriler ${d}.${m}.${y} tarihinden itibaren yayımlanmaktadır.`,
      historyEn: `Data is published from ${d}.${m}.${y} onwards.`,
      rangeType: limit ? toRangeType(limit.unit) : null,
      rangeMaxValue: limit?.value ?? null,
      sourceTr: simulated ? 'Şeffaflık piyasa simülatörü (simüle veri)' : 'Piyasa işletmecisi',
      sourceEn: simulated ? 'Şeffaflık market simulator (simulated data)' : 'Market operator',
      seoKeywordsTr: keywords?.tr ?? null,
      seoKeywordsEn: keywords?.en ?? null,
    };
  });

  app.post('/electricity-service/v1/menu/get-page-update-date', { config: { access: 'public' } }, async (request) => {
    const page = pageOf(request.body, requestLocale(request));
    const own = overlays.get(page.pageId)?.updateTime;
    const dataset = findDataset(page.data.kind === 'dataset' ? page.data.dataset : page.data.from);
    const updateTime = own ?? wallMsToIso(lastPublicationTime(dataset?.publication ?? 'daily', now()));
    return { menuId: page.pageId, updateTime };
  });

  // Internal: until identity and the admin screens exist, only callers on this machine may write overlays.
  app.get<{ Params: { pageId: string } }>('/app-api/admin/page-overlays/:pageId', async (request) => {
    return overlays.get(pageIdOf(request.params.pageId, byPageId)) ?? {};
  });
  app.put<{ Params: { pageId: string } }>('/app-api/admin/page-overlays/:pageId', async (request) => {
    const pageId = pageIdOf(request.params.pageId, byPageId);
    if (!overlayBody(request.body)) {
      throw new ApiError(400, (overlayBody.errors ?? []).map((e) => ({ errorCode: 'INVALID_OVERLAY', errorMessage: `${e.instancePath || 'body'} ${e.message ?? 'is invalid'}` })));
    }
    const before = overlays.get(pageId) ?? null;
    const after = request.body as PageOverlay;
    await overlays.put(pageId, after, (tx) => recordAudit(tx, auditActor(request), now().getTime(), [{ action: 'PUT /app-api/admin/page-overlays', target: `page:${pageId}`, before, after }]));
    return overlays.get(pageId);
  });
  app.delete<{ Params: { pageId: string } }>('/app-api/admin/page-overlays/:pageId', async (request, reply) => {
    const pageId = pageIdOf(request.params.pageId, byPageId);
    const before = overlays.get(pageId) ?? null;
    await overlays.delete(pageId, (tx) => recordAudit(tx, auditActor(request), now().getTime(), [{ action: 'DELETE /app-api/admin/page-overlays', target: `page:${pageId}`, before, after: null }]));
    return reply.code(204).send();
  });
}

function pageIdOf(raw: string, pages: Map<number, ReportPageDescriptor>): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || !pages.has(id)) throw new ApiError(404, [{ errorCode: 'PAGE_NOT_FOUND', errorMessage: `There is no page ${raw}.` }]);
  return id;
}
