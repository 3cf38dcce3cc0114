// The platform's announcements: everyone reads the visible ones (the Announcements page and the home page, and
// sticky ones open in a modal), or one kind of them, or the upcoming workshops (the home page's workshop card), and
// counts a view when opening one; administrators list, create, change and delete them (access follows from
// /app-api/admin/).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnnouncementJson } from '../../engine/app-api/appApiTypes';
import { ISTANBUL_OFFSET, wallMsToIso } from '../datasets/publishedBefore';
import { auditActor, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import { adminAccountId } from '../identity/principal';
import type { Store } from '../store/store';
import { parseAnnouncementInput } from './announcementInput';
import { parseAnnouncementListQuery } from './announcementListQuery';
import { allAnnouncements, announcementById, countAnnouncementView, createAnnouncement, deleteAnnouncement, upcomingWorkshops, updateAnnouncement, visibleAnnouncements, type Announcement } from './announcements';

interface Options { store: Store; now: () => Date }

const iso = (ms: number) => wallMsToIso(ms + ISTANBUL_OFFSET);

/** The shared shape, and whether it is a draft (administrators' lists; readers never get one). */
type AnnouncementAnswer = AnnouncementJson & { draft: boolean };

function toJson(a: Announcement): AnnouncementAnswer {
  return {
    id: a.id, titleTr: a.titleTr, titleEn: a.titleEn, bodyTr: a.bodyTr, bodyEn: a.bodyEn, sticky: a.sticky,
    importance: a.importance, viewCount: a.viewCount, publishedAt: iso(a.publishedAt), visibleUntil: a.visibleUntil === null ? null : iso(a.visibleUntil), updatedAt: iso(a.updatedAt),
    kind: a.kind, startsAt: a.event ? iso(a.event.startsAt) : null, endsAt: a.event ? iso(a.event.endsAt) : null,
    placeTr: a.event?.placeTr ?? null, placeEn: a.event?.placeEn ?? null, online: a.event ? a.event.online : null, registrationUrl: a.event?.registrationUrl ?? null,
    draft: a.draft,
  };
}

const idOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
  pathId(request, { tr: 'Duyuru numarası pozitif bir tam sayı olmalı.', en: 'The announcement id must be a positive integer.' });

function notFound(request: FastifyRequest): ApiError {
  const tr = requestLocale(request) === 'tr';
  return new ApiError(404, [{ errorCode: 'ANNOUNCEMENT_NOT_FOUND', errorMessage: tr ? 'Bu numarayla bir duyuru yok.' : 'There is no announcement with this id.' }]);
}

export function registerAnnouncementRoutes(app: FastifyInstance, { store, now }: Options): void {
  app.get('/app-api/announcements', { config: { access: 'public' } }, async (request, reply) => {
    const { kind, upcoming } = parseAnnouncementListQuery(request);
    reply.header('cache-control', 'no-cache');
    const at = now().getTime();
    return { items: (upcoming ? await upcomingWorkshops(store, at) : await visibleAnnouncements(store, at, kind)).map(toJson) };
  });

  // A reader opened an announcement: the browser sends this once per announcement (it remembers which it counted).
  app.post<{ Params: { id: string } }>('/app-api/announcements/:id/views', { config: { access: 'public' } }, async (request) => {
    const viewCount = await countAnnouncementView(store, idOf(request), now().getTime());
    if (viewCount === null) throw notFound(request);
    return { viewCount };
  });

  app.get('/app-api/admin/announcements', async () => ({ items: (await allAnnouncements(store)).map(toJson) }));

  // Every write is recorded in the audit log with the announcement before and after, in the write's transaction.
  app.post('/app-api/admin/announcements', async (request, reply) => {
    const input = parseAnnouncementInput(request.body, requestLocale(request));
    const at = now().getTime();
    const created = await store.transaction(async (tx) => {
      const added = await createAnnouncement(tx, input, adminAccountId(request.principal), at);
      await recordAudit(tx, auditActor(request), at, [{ action: 'POST /app-api/admin/announcements', target: `announcement:${added.id}`, before: null, after: toJson(added) }]);
      return added;
    });
    reply.code(201);
    return toJson(created);
  });

  app.put<{ Params: { id: string } }>('/app-api/admin/announcements/:id', async (request) => {
    const id = idOf(request);
    const input = parseAnnouncementInput(request.body, requestLocale(request));
    const at = now().getTime();
    const updated = await store.transaction(async (tx) => {
      const before = await announcementById(tx, id);
      if (!before) return null;
      const after = await updateAnnouncement(tx, id, input, adminAccountId(request.principal), at);
      if (after) await recordAudit(tx, auditActor(request), at, [{ action: 'PUT /app-api/admin/announcements/:id', target: `announcement:${id}`, before: toJson(before), after: toJson(after) }]);
      return after;
    });
    if (!updated) throw notFound(request);
    return toJson(updated);
  });

  app.delete<{ Params: { id: string } }>('/app-api/admin/announcements/:id', async (request, reply) => {
    const id = idOf(request);
    const at = now().getTime();
    const deleted = await store.transaction(async (tx) => {
      const before = await announcementById(tx, id);
      if (!before || !(await deleteAnnouncement(tx, id))) return false;
      await recordAudit(tx, auditActor(request), at, [{ action: 'DELETE /app-api/admin/announcements/:id', target: `announcement:${id}`, before: toJson(before), after: null }]);
      return true;
    });
    if (!deleted) throw notFound(request);
    reply.code(204);
  });
}
