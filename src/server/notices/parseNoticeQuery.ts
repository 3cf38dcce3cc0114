// The notices call's query, checked: two days (YYYY-MM-DD, or a date-time whose day is taken), at most a year
// apart, and, for a plant-filtered chart, up to 50 plant ids. Anything else is a 400 in the caller's language.
import { ApiError } from '../errors/apiError';

export interface NoticeQuery {
  /** First and last day, inclusive, Istanbul. */
  startDay: string;
  endDay: string;
  /** Plants to keep; empty: every plant. */
  plantIds: number[];
}

const DAY = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const MAX_DAYS = 366;
const MAX_PLANTS = 50;

function invalid(tr: boolean, trText: string, enText: string): ApiError {
  return new ApiError(400, [{ errorCode: 'INVALID_VALUE', errorMessage: tr ? trText : enText }]);
}

function dayOf(value: unknown, name: string, tr: boolean): string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  const day = match?.[1];
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw invalid(tr, `${name} bir gün olmalı (YYYY-AA-GG).`, `${name} must be a day (YYYY-MM-DD).`);
  }
  return day;
}

export function parseNoticeQuery(query: Record<string, unknown>, plantField: string | undefined, tr: boolean): NoticeQuery {
  const startDay = dayOf(query.startDate, 'startDate', tr);
  const endDay = dayOf(query.endDate, 'endDate', tr);
  const days = (Date.parse(endDay) - Date.parse(startDay)) / 86_400_000;
  if (days < 0) throw invalid(tr, 'endDate, startDate\'ten önce olamaz.', 'endDate cannot be before startDate.');
  if (days >= MAX_DAYS) throw invalid(tr, `Bildirimler en çok ${MAX_DAYS} gün için istenebilir.`, `Notices can be asked for at most ${MAX_DAYS} days.`);
  const raw = plantField === undefined ? undefined : query[plantField];
  if (raw === undefined || raw === '') return { startDay, endDay, plantIds: [] };
  const parts = typeof raw === 'string' ? raw.split(',') : [];
  const plantIds = parts.map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : NaN));
  if (plantIds.length === 0 || plantIds.length > MAX_PLANTS || plantIds.some((id) => !Number.isSafeInteger(id))) {
    throw invalid(tr, `${plantField} en çok ${MAX_PLANTS} santral numarası olmalı (virgülle ayrılmış).`, `${plantField} must be up to ${MAX_PLANTS} power plant ids (comma-separated).`);
  }
  return { startDay, endDay, plantIds };
}
