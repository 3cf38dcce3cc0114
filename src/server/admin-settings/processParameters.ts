// Section 9010, process parameters: the publication times the platform follows (engine/request/publicationTimes.ts),
// as the administrator writes them ('13:00') and as they are checked: every field present, times 00:00–23:59,
// the interim price before the final results, the settlement day 1–28 (a day every month has).
import type { Locale } from '../../engine/locale/locale';
import { minuteText, type PublicationTimes } from '../../engine/request/publicationTimes';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields } from './adminSettingsText';

export interface ProcessParameters { interimTime: string; finalTime: string; sessionCloseTime: string; settlementDay: number }

export const PROCESS_FIELDS = ['interimTime', 'finalTime', 'sessionCloseTime', 'settlementDay'] as const;

export function toProcessParameters(times: PublicationTimes): ProcessParameters {
  return {
    interimTime: minuteText(times.interimMinute), finalTime: minuteText(times.finalMinute),
    sessionCloseTime: minuteText(times.sessionCloseMinute), settlementDay: times.settlementDay,
  };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minuteOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? TIME.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The whole body checked; one error per field at fault. */
export function parseProcessParameters(body: unknown, locale: Locale): PublicationTimes {
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors: ApiErrorItem[] = unknownFields(locale, object, PROCESS_FIELDS);
  const minutes: Partial<Record<'interimTime' | 'finalTime' | 'sessionCloseTime', number>> = {};
  for (const field of ['interimTime', 'finalTime', 'sessionCloseTime'] as const) {
    const minute = minuteOf(object[field]);
    if (minute === undefined) errors.push(fieldError(locale, field, { tr: 'SS:DD biçiminde 00:00 ile 23:59 arasında bir saat yazın.', en: 'Write a time between 00:00 and 23:59 as HH:MM.' }));
    else minutes[field] = minute;
  }
  if (minutes.interimTime !== undefined && minutes.finalTime !== undefined && minutes.interimTime >= minutes.finalTime) {
    errors.push(fieldError(locale, 'finalTime', { tr: 'Kesin sonuçlar ön sonuçlardan sonra yayımlanmalı.', en: 'The final results must come out after the interim price.' }));
  }
  const day = object.settlementDay;
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 28) {
    errors.push(fieldError(locale, 'settlementDay', { tr: '1 ile 28 arasında bir gün yazın (her ayda olan bir gün).', en: 'Write a day from 1 to 28 (one every month has).' }));
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  return { interimMinute: minutes.interimTime!, finalMinute: minutes.finalTime!, sessionCloseMinute: minutes.sessionCloseTime!, settlementDay: day as number };
}
