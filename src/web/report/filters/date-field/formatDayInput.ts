// A date field's text for its value: DD.MM.YYYY (MM.YYYY for a month field) in both languages, the
// platform's date format. Anything that is not a day (an unreadable entry kept for its message) shows as it is.
import { isIsoDay } from '../../../../engine/request/isoDay';

export function formatDayInput(value: string): string {
  if (!isIsoDay(value)) return value;
  return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
}

export function formatMonthInput(value: string): string {
  if (!isIsoDay(value)) return value;
  return `${value.slice(5, 7)}.${value.slice(0, 4)}`;
}
