// The content documents' routes. Everyone reads a document (GET /app-api/content/{key}, with an ETag); the
// regulator decision's answer also names each item's report page, resolved from the descriptors at read time, so
// a page an administrator renamed or moved still links. Administrators read, save (checked whole: 400 naming
// every field at fault, nothing written), list the kept versions and restore one; each write is audited.
// Shapes: src/server/API.md, "Content pages".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { isContentKey, type ContentAnswer, type ContentKey, type ContentRevision, type LinkedReport } from '../../engine/content-pages/contentDocuments';
import { auditActor, istanbulTime } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { checkContentDocument } from './contentDocumentKinds';
import { contentEtag, etagMatches } from './contentEtag';
import { findRevision, listRevisions, readContent, saveContent, type StoredContent } from './contentStore';

interface Options { store: Store; reports: readonly ReportDescriptor[]; now: () => Date }

const admin = { config: { access: 'admin' as const } };
const PUBLIC = { config: { access: 'public' as const } };

type KeyParams = { Params: { key: string } };

function keyOf(request: FastifyRequest<KeyParams>): ContentKey {
  const key = request.params.key;
  if (isContentKey(key)) return key;
  const tr = requestLocale(request) === 'tr';
  throw new ApiError(404, [{ errorCode: 'CONTENT_NOT_FOUND', errorMessage: tr ? 'Bu adla bir içerik sayfası yok.' : 'There is no content page with this name.' }]);
}

export function registerContentPageRoutes(app: FastifyInstance, { store, reports, now }: Options): void {
  const byId = new Map(reports.map((r) => [r.id, r]));
  const linked = (ids: readonly string[]): Record<string, LinkedReport> => {
    const out: Record<string, LinkedReport> = {};
    for (const id of ids) {
      const d = byId.get(id);
      if (d?.pageId !== undefined) out[id] = { pageId: d.pageId, title: d.title };
    }
    return out;
  };
  const answer = <K extends ContentKey>(key: K, stored: StoredContent<K>): ContentAnswer<K> => ({
    key, document: stored.document, updatedAt: stored.updatedAt === null ? null : istanbulTime(stored.updatedAt),
    ...(key === 'regulator-decision' ? { reports: linked((stored as StoredContent<'regulator-decision'>).document.items.map((i) => i.reportId)) } : {}),
  });
  // A decision item must lead somewhere: a report with a page.
  const context = { reportExists: (id: string) => byId.get(id)?.pageId !== undefined };

  async function save(request: FastifyRequest, key: ContentKey, body: unknown, action: string) {
    const checked = checkContentDocument(key, body, requestLocale(request), context);
    if (!checked.ok) throw new ApiError(400, checked.errors);
    return answer(key, await saveContent(store, key, checked.document, auditActor(request), now().getTime(), action));
  }

  app.get<KeyParams>('/app-api/content/:key', PUBLIC, async (request, reply: FastifyReply) => {
    const key = keyOf(request);
    const body = JSON.stringify(answer(key, await readContent(store, key)));
    const etag = contentEtag(body);
    reply.header('etag', etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });

  app.get<KeyParams>('/app-api/admin/content/:key', admin, async (request) => {
    const key = keyOf(request);
    return answer(key, await readContent(store, key));
  });

  app.put<KeyParams>('/app-api/admin/content/:key', admin, async (request) => save(request, keyOf(request), request.body, 'update-content'));

  app.get<KeyParams>('/app-api/admin/content/:key/revisions', admin, async (request) => {
    const key = keyOf(request);
    const items: ContentRevision[] = (await listRevisions(store, key)).map((r) => ({ id: r.id, savedAt: istanbulTime(r.savedAt), savedBy: r.savedBy, document: r.document }));
    return { items };
  });

  app.post<{ Params: { key: string; id: string } }>('/app-api/admin/content/:key/revisions/:id/restore', admin, async (request) => {
    const key = keyOf(request);
    const id = pathId(request, { tr: 'Sürüm numarası pozitif bir tam sayı olmalı.', en: 'The version id must be a positive integer.' });
    const revision = await findRevision(store, key, id);
    if (!revision) {
      const tr = requestLocale(request) === 'tr';
      throw new ApiError(404, [{ errorCode: 'REVISION_NOT_FOUND', errorMessage: tr ? 'Bu belgenin bu numarayla bir sürümü yok.' : 'This document has no version with this id.' }]);
    }
    return save(request, key, revision.document, 'restore-content');
  });
}
