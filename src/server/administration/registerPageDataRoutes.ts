// The administration service's page-data calls (/administration-service/v1/menu/…): read, change and export
// every report page's description, data-range limit and update time. They read and write the page overlays the
// public calls and the report routes already use, so a change holds at once, on the page and in the API. Every
// write is checked whole (pageDataBodies.ts) and recorded in the audit log in the same transaction. Administrator
// sessions only (401 for visitors, 403 for members and tickets). Shapes: src/server/API.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReportDescriptor, SpanLimit } from '../../../schemas/report.schema';
import type { MenuNode } from '../../engine/menu/menuNode';
import { auditActor, recordAudit, type AuditChange } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { toRangeType, type PageOverlay, type PageOverlays } from '../page-settings/pageOverlays';
import { checkDescriptions, checkLimits, checkUpdateTimes, RANGE_TYPES, withPart, type Checked } from './pageDataBodies';
import { PageDataRows, type PageIdentity } from './pageDataRows';
import { PLAIN_CSV_TYPE, plainCsv, type CsvCell } from './plainCsv';

export const ADMINISTRATION_MENU = '/administration-service/v1/menu';

interface Options { reports: readonly ReportDescriptor[]; overlays: PageOverlays; menu: () => readonly MenuNode[]; now: () => Date }

const admin = { config: { access: 'admin' as const } };

/** The reads and exports take no parameters: an empty JSON object. */
function checkEmpty(request: FastifyRequest): void {
  const body = request.body;
  const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  if (json && typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0) return;
  const tr = requestLocale(request) === 'tr';
  throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: tr ? 'Bu çağrı parametre almaz; boş bir nesne ({}) gönderin.' : 'This call takes no parameters; send an empty object ({}).' }]);
}

function accepted<T>(checked: Checked<T>): T[] {
  if (!checked.ok) throw new ApiError(400, checked.errors);
  return checked.items;
}

const IDENTITY_HEADER = { tr: ['Sayfa', 'Başlık', 'Menü yolu'], en: ['Page', 'Title', 'Menu path'] };
const identityCells = (row: PageIdentity, tr: boolean): CsvCell[] => [row.menuId, tr ? row.titleTr : row.titleEn, tr ? row.menuPathTr : row.menuPathEn];

function sendCsv(reply: FastifyReply, name: string, text: string) {
  return reply.header('content-type', PLAIN_CSV_TYPE).header('content-disposition', `attachment; filename="${name}.csv"`).send(text);
}

export function registerPageDataRoutes(app: FastifyInstance, { reports, overlays, menu, now }: Options): void {
  const rows = new PageDataRows(reports, overlays, menu, now);
  const pages = rows.byId;

  /** Writes each page's new overlay and its audit record (state before and after) in one transaction. */
  async function write(request: FastifyRequest, action: string, changes: { menuId: number; next: (overlay: PageOverlay | undefined) => PageOverlay | null; before: unknown; after: unknown }[]): Promise<void> {
    const audit: AuditChange[] = changes.map((c) => ({ action, target: `page:${c.menuId}`, before: c.before, after: c.after }));
    const writes = changes.map((c) => ({ pageId: c.menuId, overlay: c.next(overlays.get(c.menuId)) }));
    await overlays.putMany(writes, (tx) => recordAudit(tx, auditActor(request), now().getTime(), audit));
  }

  // Descriptions ------------------------------------------------------------------------------------------------
  app.post(`${ADMINISTRATION_MENU}/get-page-data-descriptions`, admin, async (request) => {
    checkEmpty(request);
    return { items: rows.descriptions() };
  });

  app.post(`${ADMINISTRATION_MENU}/update-page-data-descriptions`, admin, async (request) => {
    const changes = accepted(checkDescriptions(request.body, requestLocale(request), pages));
    const state = (menuId: number) => {
      const own = overlays.get(menuId)?.description;
      return own ? { descriptionTr: own.tr, descriptionEn: own.en } : null;
    };
    await write(request, 'update-page-data-descriptions', changes.map((c) => ({
      menuId: c.menuId,
      next: (overlay) => withPart(overlay, 'description', c.description),
      before: state(c.menuId),
      after: c.description ? { descriptionTr: c.description.tr, descriptionEn: c.description.en } : null,
    })));
    const changed = new Set(changes.map((c) => c.menuId));
    return { items: rows.descriptions().filter((r) => changed.has(r.menuId)) };
  });

  app.post(`${ADMINISTRATION_MENU}/export-page-data-descriptions`, admin, async (request, reply) => {
    checkEmpty(request);
    const tr = requestLocale(request) === 'tr';
    const header = [...IDENTITY_HEADER[tr ? 'tr' : 'en'], ...(tr
      ? ['Açıklama (Türkçe)', 'Açıklama (İngilizce)', 'Varsayılan (Türkçe)', 'Varsayılan (İngilizce)', 'Yönetici değiştirdi']
      : ['Description (Turkish)', 'Description (English)', 'Default (Turkish)', 'Default (English)', 'Changed by an administrator'])];
    const body = rows.descriptions().map((r) => [...identityCells(r, tr), r.descriptionTr, r.descriptionEn, r.defaultDescriptionTr, r.defaultDescriptionEn, yesNo(r.changedByAdmin, tr)]);
    return sendCsv(reply, tr ? 'sayfa-aciklamalari' : 'page-descriptions', plainCsv(header, body, tr ? 'tr' : 'en'));
  });

  // Data-range limits -------------------------------------------------------------------------------------------
  app.post(`${ADMINISTRATION_MENU}/data-range-limit-type`, admin, async (request) => {
    checkEmpty(request);
    return { items: RANGE_TYPES };
  });

  app.post(`${ADMINISTRATION_MENU}/get-page-data-limits`, admin, async (request) => {
    checkEmpty(request);
    return { items: rows.limits() };
  });

  app.post(`${ADMINISTRATION_MENU}/update-page-data-limits`, admin, async (request) => {
    const changes = accepted(checkLimits(request.body, requestLocale(request), pages, (page) => rows.limitOf(page).hasDateRange));
    const state = (maxSpan: SpanLimit | null | undefined) => (maxSpan ? { rangeType: toRangeType(maxSpan.unit), rangeMaxValue: maxSpan.value } : null);
    await write(request, 'update-page-data-limits', changes.map((c) => ({
      menuId: c.menuId,
      next: (overlay) => withPart(overlay, 'maxSpan', c.maxSpan),
      before: state(overlays.get(c.menuId)?.maxSpan),
      after: state(c.maxSpan),
    })));
    const changed = new Set(changes.map((c) => c.menuId));
    return { items: rows.limits().filter((r) => changed.has(r.menuId)) };
  });

  app.post(`${ADMINISTRATION_MENU}/export-page-data-limits`, admin, async (request, reply) => {
    checkEmpty(request);
    const tr = requestLocale(request) === 'tr';
    const name = (type: string | null) => (type === null ? '' : RANGE_TYPES.find((t) => t.rangeType === type)?.[tr ? 'nameTr' : 'nameEn'] ?? type);
    const header = [...IDENTITY_HEADER[tr ? 'tr' : 'en'], ...(tr
      ? ['Sınır', 'Birim', 'Varsayılan sınır', 'Varsayılan birim', 'Yönetici değiştirdi']
      : ['Limit', 'Unit', 'Default limit', 'Default unit', 'Changed by an administrator'])];
    const body = rows.limits().map((r) => [...identityCells(r, tr), r.rangeMaxValue, name(r.rangeType), r.defaultRangeMaxValue, name(r.defaultRangeType), yesNo(r.changedByAdmin, tr)]);
    return sendCsv(reply, tr ? 'veri-araligi-sinirlari' : 'data-range-limits', plainCsv(header, body, tr ? 'tr' : 'en'));
  });

  // Update times ------------------------------------------------------------------------------------------------
  app.post(`${ADMINISTRATION_MENU}/get-page-update-date`, admin, async (request) => {
    checkEmpty(request);
    return { items: rows.updateTimes() };
  });

  app.post(`${ADMINISTRATION_MENU}/update-page-update-date`, admin, async (request) => {
    const changes = accepted(checkUpdateTimes(request.body, requestLocale(request), pages));
    await write(request, 'update-page-update-date', changes.map((c) => ({
      menuId: c.menuId,
      next: (overlay) => withPart(overlay, 'updateTime', c.updateTime),
      before: { updateTime: overlays.get(c.menuId)?.updateTime ?? null },
      after: { updateTime: c.updateTime },
    })));
    const changed = new Set(changes.map((c) => c.menuId));
    return { items: rows.updateTimes().filter((r) => changed.has(r.menuId)) };
  });

  app.post(`${ADMINISTRATION_MENU}/export-page-update-date`, admin, async (request, reply) => {
    checkEmpty(request);
    const tr = requestLocale(request) === 'tr';
    const header = [...IDENTITY_HEADER[tr ? 'tr' : 'en'], ...(tr
      ? ['Güncelleme zamanı', 'Otomatik zaman', 'Yönetici değiştirdi']
      : ['Update time', 'Automatic time', 'Changed by an administrator'])];
    const body = rows.updateTimes().map((r) => [...identityCells(r, tr), r.updateTime, r.automaticUpdateTime, yesNo(r.changedByAdmin, tr)]);
    return sendCsv(reply, tr ? 'guncelleme-zamanlari' : 'update-times', plainCsv(header, body, tr ? 'tr' : 'en'));
  });
}

function yesNo(value: boolean, tr: boolean): string {
  return value ? (tr ? 'Evet' : 'Yes') : (tr ? 'Hayır' : 'No');
}
