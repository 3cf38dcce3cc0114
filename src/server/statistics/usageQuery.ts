// The query string of the usage statistics: startDate and endDate (Istanbul days, YYYY-MM-DD, both included; at
// most MAX_SPAN_DAYS apart; by default the last 30 days to today) and period (day, week or month). Every field at
// fault is reported at once, in the reader's language.
import type { FastifyRequest } from 'fastify';
import { istanbulDay } from '../../engine/format/istanbulDay';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { DAY_MS, fromDayNumber, ISTANBUL_OFFSET_MS, toDayNumber, USAGE_PERIODS, type UsagePeriod } from './usagePeriod';

export const MAX_SPAN_DAYS = 366;
const DEFAULT_SPAN_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface UsageQueryString { startDate?: string; endDate?: string; period?: string }

export interface UsageRange {
  startDate: string;
  endDate: string;
  period: UsagePeriod;
  /** Epoch ms: the start of startDate and the end of endDate in Istanbul. */
  fromMs: number;
  toMs: number;
}

/** Epoch ms bounds of Istanbul days `[first, last]`. */
export function dayBounds(first: string, last: string): { fromMs: number; toMs: number } {
  return { fromMs: toDayNumber(first) * DAY_MS - ISTANBUL_OFFSET_MS, toMs: (toDayNumber(last) + 1) * DAY_MS - ISTANBUL_OFFSET_MS };
}

function isCalendarDay(text: unknown): text is string {
  return typeof text === 'string' && DAY.test(text) && fromDayNumber(toDayNumber(text)) === text;
}

export function toUsageRange(request: FastifyRequest<{ Querystring: UsageQueryString }>, now: Date): UsageRange {
  const tr = requestLocale(request) === 'tr';
  const { startDate: rawStart, endDate: rawEnd, period: rawPeriod } = request.query;
  const errors: { errorCode: string; errorMessage: string }[] = [];
  const fault = (field: string, tMessage: string, eMessage: string) => errors.push({ errorCode: 'INVALID_REQUEST', errorMessage: `${field}: ${tr ? tMessage : eMessage}` });
  const today = istanbulDay(now);
  const endDate = rawEnd === undefined || rawEnd === '' ? today : rawEnd;
  // Without a start, the 30 days up to the end (when the end is a day; else the end's own error says so).
  const startDate = rawStart === undefined || rawStart === '' ? (isCalendarDay(endDate) ? fromDayNumber(toDayNumber(endDate) - (DEFAULT_SPAN_DAYS - 1)) : today) : rawStart;
  const period = rawPeriod === undefined || rawPeriod === '' ? 'day' : rawPeriod;
  const dayMessage = ['YYYY-AA-GG biçiminde bir gün olmalı.', 'must be a day in the form YYYY-MM-DD.'] as const;
  if (!isCalendarDay(startDate)) fault('startDate', ...dayMessage);
  if (!isCalendarDay(endDate)) fault('endDate', ...dayMessage);
  if (!(USAGE_PERIODS as readonly string[]).includes(period)) fault('period', 'day, week ya da month olmalı.', 'must be day, week or month.');
  if (errors.length === 0) {
    const span = toDayNumber(endDate) - toDayNumber(startDate) + 1;
    if (span < 1) fault('endDate', 'Başlangıç gününden önce olamaz.', 'cannot be before startDate.');
    else if (span > MAX_SPAN_DAYS) fault('endDate', `Aralık en çok ${MAX_SPAN_DAYS} gün olabilir.`, `The range can be at most ${MAX_SPAN_DAYS} days.`);
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  return { startDate, endDate, period: period as UsagePeriod, ...dayBounds(startDate, endDate) };
}
