// Reads what a person types or pastes into a date field. Turkish forms write the day first, so
// `DD.MM.YYYY` is the form we show; the other common spellings are read too and normalised on blur.
import { daysInMonth, pad2 } from '../../../../engine/format/istanbulWallClock';

/** Why a text is not a day: unreadable, a month outside 1–12, or a day the month does not have. */
export type DayInputProblem =
  | { kind: 'format' }
  | { kind: 'month'; month: number }
  | { kind: 'day'; year: number; month: number; days: number };

/** `day` is `YYYY-MM-DD`, or '' for an empty field. */
export type DayInput = { day: string; problem?: undefined } | { day?: undefined; problem: DayInputProblem };

/** `month` is `YYYY-MM`, or '' for an empty field. */
export type MonthInput = { month: string; problem?: undefined } | { month?: undefined; problem: DayInputProblem };

// 29.07.2024, 29/07/2024, 29-07-2024, 9.7.2024 (one separator throughout), and 29072024 from a numeric keypad.
const DAY_FIRST = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})$/;
const DAY_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// 07.2024, 7/2024, 07-2024, 072024, and ISO 2024-07.
const MONTH_FIRST = /^(\d{1,2})\s*[./-]\s*(\d{4})$/;
const MONTH_DIGITS = /^(\d{2})(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;

const FORMAT: DayInputProblem = { kind: 'format' };

function checkMonth(year: number, month: number): DayInputProblem | undefined {
  // Years before 1000 are typing slips, and Date.UTC would read 0024 as 1924.
  if (year < 1000) return FORMAT;
  if (month < 1 || month > 12) return { kind: 'month', month };
  return undefined;
}

function toDay(year: number, month: number, day: number): DayInput {
  const problem = checkMonth(year, month);
  if (problem) return { problem };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { problem: { kind: 'day', year, month, days } };
  return { day: `${year}-${pad2(month)}-${pad2(day)}` };
}

/** `29.07.2024`, `9.7.2024`, `29/07/2024`, `29-07-2024`, `29072024` or `2024-07-29` → `{ day: '2024-07-29' }`. */
export function parseDayInput(text: string): DayInput {
  const trimmed = text.trim();
  if (trimmed === '') return { day: '' };
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) return toDay(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  const digits = DAY_DIGITS.exec(trimmed);
  if (digits) return toDay(Number(digits[3]), Number(digits[2]), Number(digits[1]));
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return toDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return { problem: FORMAT };
}

/** `07.2024`, `7/2024`, `07-2024`, `072024` or `2024-07` → `{ month: '2024-07' }`; a whole day counts as its month. */
export function parseMonthInput(text: string): MonthInput {
  const trimmed = text.trim();
  if (trimmed === '') return { month: '' };
  const monthFirst = MONTH_FIRST.exec(trimmed) ?? MONTH_DIGITS.exec(trimmed);
  const iso = monthFirst ? null : ISO_MONTH.exec(trimmed);
  const parts = monthFirst ? [Number(monthFirst[2]), Number(monthFirst[1])] : iso ? [Number(iso[1]), Number(iso[2])] : null;
  if (parts) {
    const [year = 0, month = 0] = parts;
    const problem = checkMonth(year, month);
    return problem ? { problem } : { month: `${year}-${pad2(month)}` };
  }
  const whole = parseDayInput(trimmed);
  return whole.problem ? { problem: whole.problem } : { month: whole.day.slice(0, 7) };
}
