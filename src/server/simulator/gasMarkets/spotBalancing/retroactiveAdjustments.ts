// Retroactive adjustments (GDDK) of the spot market's settlement: on the first day of each month the market
// operator re-settles some earlier months (two to four months back: the month two back always, the older ones
// now and then) after corrected meter readings, crediting some shippers and charging others. Amounts scale with
// the price level (a few thousand lots' worth at the day's reference price). One row per corrected month and
// version; `period` (ts) is the corrected month, `version` the correction's publication.
import { calendarDay, MS_PER_HOUR } from '../../calendar';
import { streamId, type NoiseField } from '../../noise';
import type { GasDay } from '../gasDayModule';

export interface RetroactiveAdjustment { periodDay: number; version: number; credit: number; dept: number }

const N_MONTHS = streamId('sgp.gddk.months');
const N_AMOUNT = streamId('sgp.gddk.amount');
const round2 = (x: number): number => Math.round(x * 100) / 100;

function monthStartBefore(day: number, monthsBack: number): number {
  const cal = calendarDay(day);
  const index = cal.year * 12 + cal.month - 1 - monthsBack;
  return Math.round(Date.UTC(Math.floor(index / 12), index % 12, 1) / 86_400_000);
}

export function retroactiveAdjustments(noise: NoiseField, g: GasDay): RetroactiveAdjustment[] {
  if (g.cal.dayOfMonth !== 1) return [];
  const day = g.cal.day;
  const out: RetroactiveAdjustment[] = [];
  for (const back of [2, 3, 4]) {
    if (back > 2 && noise.uniform(N_MONTHS + back, day) > 0.4) continue;
    const scale = g.grfTl * (1500 + 2500 * noise.uniform(N_AMOUNT + back, day)) / (back - 1);
    out.push({
      periodDay: monthStartBefore(day, back),
      version: g.cal.ts + 10 * MS_PER_HOUR,
      credit: round2(scale * (0.4 + 0.6 * noise.uniform(N_AMOUNT + 10 + back, day))),
      dept: round2(scale * (0.4 + 0.6 * noise.uniform(N_AMOUNT + 20 + back, day))),
    });
  }
  return out;
}
