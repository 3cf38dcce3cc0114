// What a reader may ask of the public announcement list: `kind=notice|workshop` for one kind only, and with
// `kind=workshop`, `upcoming=true` for the workshops that have not ended yet, the soonest first. Anything else in
// these two parameters is a 400 in the reader's language; other parameters are ignored.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from './workshopInput';

export interface AnnouncementListQuery {
  kind: AnnouncementKind | null;
  upcoming: boolean;
}

const MESSAGES = {
  tr: {
    kind: 'kind: notice ya da workshop olmalı.',
    upcoming: 'upcoming: true ya da false olmalı.',
    upcomingKind: 'upcoming=true yalnızca çalıştaylar için sorulabilir (kind=workshop).',
  },
  en: {
    kind: 'kind must be notice or workshop.',
    upcoming: 'upcoming must be true or false.',
    upcomingKind: 'upcoming=true applies to workshops only (kind=workshop).',
  },
};

const isKind = (value: unknown): value is AnnouncementKind => typeof value === 'string' && (ANNOUNCEMENT_KINDS as readonly string[]).includes(value);

export function parseAnnouncementListQuery(request: FastifyRequest): AnnouncementListQuery {
  const say = MESSAGES[requestLocale(request)];
  const query = (request.query ?? {}) as Record<string, unknown>;
  const refuse = (errorMessage: string) => new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage }]);
  const kind = query.kind === undefined ? null : query.kind;
  if (kind !== null && !isKind(kind)) throw refuse(say.kind);
  if (query.upcoming !== undefined && query.upcoming !== 'true' && query.upcoming !== 'false') throw refuse(say.upcoming);
  const upcoming = query.upcoming === 'true';
  if (upcoming && kind !== 'workshop') throw refuse(say.upcomingKind);
  return { kind, upcoming };
}
