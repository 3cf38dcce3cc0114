// The yearly and monthly forecasts of the interconnection capacity (tcat-pre-year-forecast and
// tcat-pre-month-forecast), per direction of borders.ts, in MW:
// - yearly: ntc = the direction's NTC, 4 % more each year from 2024; ac = what the yearly auction (or, for
//   Georgia, the yearly contracts) allocated, 30–45 % of it; atc = ntc − ac.
// - monthly: a border with planned works that month (a quarter of the months) loses 20–50 % of its NTC, never
//   below what the year already allocated; alloc = the yearly allocation + the monthly auction's, 20–50 % of
//   what is left; atc = ntc − alloc. So a month's ntc ≤ the year's ntc and its alloc ≥ the year's ac.
// Every figure depends only on the seed, the direction and its year or month.
import { streamId, type NoiseField } from '../../noise';
import type { Direction } from './borders';

const N_YEAR_ALLOC = streamId('interconnection.forecast.yearAlloc');
const N_WORKS = streamId('interconnection.forecast.works');
const N_WORKS_DEPTH = streamId('interconnection.forecast.worksDepth');
const N_MONTH_ALLOC = streamId('interconnection.forecast.monthAlloc');

const round10 = (x: number): number => Math.round(x / 10) * 10;
const BORDER_INDEX = { BG: 0, GR: 1, GE: 2 } as const;
const directionKey = (d: Direction): number => d.code.split('').reduce((s, c) => s * 31 + c.charCodeAt(0), 0) % 997;

export interface YearForecast { ntc: number; atc: number; ac: number }
export interface MonthForecast { ntc: number; atc: number; alloc: number }

export function yearForecast(noise: NoiseField, d: Direction, year: number): YearForecast {
  const ntc = round10(d.ntc * (1 + 0.04 * Math.max(0, year - 2024)));
  const ac = round10(ntc * (0.3 + 0.15 * noise.uniform(N_YEAR_ALLOC, year * 1000 + directionKey(d))));
  return { ntc, ac, atc: ntc - ac };
}

/** `month` 1–12. */
export function monthForecast(noise: NoiseField, d: Direction, year: number, month: number): MonthForecast {
  const y = yearForecast(noise, d, year);
  const monthIndex = year * 12 + month - 1;
  const borderKey = monthIndex * 4 + BORDER_INDEX[d.border];
  const works = noise.uniform(N_WORKS, borderKey) < 0.25;
  const cut = works ? Math.min(y.ntc - y.ac, round10(y.ntc * (0.2 + 0.3 * noise.uniform(N_WORKS_DEPTH, borderKey)))) : 0;
  const ntc = y.ntc - cut;
  const alloc = y.ac + round10((ntc - y.ac) * (0.2 + 0.3 * noise.uniform(N_MONTH_ALLOC, monthIndex * 1000 + directionKey(d))));
  return { ntc, alloc, atc: ntc - alloc };
}
