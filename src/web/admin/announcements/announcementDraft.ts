// The editor's state of one announcement and its checks before anything is sent: both languages of the title
// and the body, times as the browser's date-time fields give them (read as Istanbul time), and for a workshop its
// event. Pure, so the rules are tested without a screen; the server checks everything again.
import type { AdminAnnouncement, AnnouncementBody } from './announcementsAdminApi';

export interface AnnouncementDraft {
  titleTr: string; titleEn: string; bodyTr: string; bodyEn: string;
  importance: 'normal' | 'important'; sticky: boolean; draft: boolean;
  /** `YYYY-MM-DDTHH:mm` in Istanbul time, or '' (now, on create; unchanged, on edit). */
  publishedAt: string; visibleUntil: string;
  kind: 'notice' | 'workshop';
  startsAt: string; endsAt: string; placeTr: string; placeEn: string; online: boolean; registrationUrl: string;
}

/** Message keys (adminContent.announcements.*) by field. */
export type DraftErrors = Partial<Record<keyof AnnouncementDraft, string>>;

/** `2024-08-20T14:30:00+03:00` → `2024-08-20T14:30` (the Istanbul wall time it names). */
const toLocalField = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const toIstanbul = (field: string) => `${field}:00+03:00`;

export function toDraft(a: AdminAnnouncement | null): AnnouncementDraft {
  return {
    titleTr: a?.titleTr ?? '', titleEn: a?.titleEn ?? '', bodyTr: a?.bodyTr ?? '', bodyEn: a?.bodyEn ?? '',
    importance: a?.importance ?? 'normal', sticky: a?.sticky ?? false, draft: a?.draft ?? false,
    publishedAt: toLocalField(a?.publishedAt ?? null), visibleUntil: toLocalField(a?.visibleUntil ?? null),
    kind: a?.kind ?? 'notice', startsAt: toLocalField(a?.startsAt ?? null), endsAt: toLocalField(a?.endsAt ?? null),
    placeTr: a?.placeTr ?? '', placeEn: a?.placeEn ?? '', online: a?.online ?? false, registrationUrl: a?.registrationUrl ?? '',
  };
}

function isHttps(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export type CheckedDraft = { ok: true; body: AnnouncementBody } | { ok: false; errors: DraftErrors };

export function checkDraft(d: AnnouncementDraft): CheckedDraft {
  const errors: DraftErrors = {};
  for (const field of ['titleTr', 'titleEn', 'bodyTr', 'bodyEn'] as const) if (d[field].trim() === '') errors[field] = 'required';
  if (d.publishedAt !== '' && d.visibleUntil !== '' && d.visibleUntil <= d.publishedAt) errors.visibleUntil = 'untilBeforePublish';
  const workshop = d.kind === 'workshop';
  if (workshop) {
    if (d.startsAt === '') errors.startsAt = 'required';
    if (d.endsAt === '') errors.endsAt = 'required';
    else if (d.startsAt !== '' && d.endsAt <= d.startsAt) errors.endsAt = 'endBeforeStart';
    if (!d.online && (d.placeTr.trim() === '' || d.placeEn.trim() === '')) errors[d.placeTr.trim() === '' ? 'placeTr' : 'placeEn'] = 'placeOrOnline';
    if (d.registrationUrl.trim() !== '' && !isHttps(d.registrationUrl.trim())) errors.registrationUrl = 'badUrl';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      titleTr: d.titleTr.trim(), titleEn: d.titleEn.trim(), bodyTr: d.bodyTr, bodyEn: d.bodyEn,
      sticky: d.sticky, draft: d.draft, importance: d.importance,
      ...(d.publishedAt === '' ? {} : { publishedAt: toIstanbul(d.publishedAt) }),
      visibleUntil: d.visibleUntil === '' ? null : toIstanbul(d.visibleUntil),
      kind: d.kind,
      ...(workshop ? {
        startsAt: toIstanbul(d.startsAt), endsAt: toIstanbul(d.endsAt), online: d.online,
        placeTr: d.placeTr.trim() || null, placeEn: d.placeEn.trim() || null, registrationUrl: d.registrationUrl.trim() || null,
      } : {}),
    },
  };
}

export type AnnouncementStatus = 'draft' | 'scheduled' | 'published' | 'expired';
export const ANNOUNCEMENT_STATUSES: readonly AnnouncementStatus[] = ['draft', 'scheduled', 'published', 'expired'];

export function announcementStatus(a: AdminAnnouncement, now: number): AnnouncementStatus {
  if (a.draft) return 'draft';
  if (Date.parse(a.publishedAt) > now) return 'scheduled';
  if (a.visibleUntil !== null && Date.parse(a.visibleUntil) <= now) return 'expired';
  return 'published';
}
