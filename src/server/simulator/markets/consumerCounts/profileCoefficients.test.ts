import { describe, expect, it } from 'vitest';
import type { ElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { simulateMonthDays } from '../../simulateMonthDays';
import { bandOf, COEFFICIENT_PROFILE_GROUPS, dayCoefficients, hourWeights, METER_READING_TYPES, monthTotals } from './profileCoefficients';

const noise = createNoise(20240101);

const month = (key: string): ElectricityDay[] => simulateMonthDays(noise, key);
const july = month('2025-07-01');
const january = month('2025-01-01');
const groupIndex = (name: string) => COEFFICIENT_PROFILE_GROUPS.findIndex((g) => g.name === name);

/** Every hour's coefficient of a month for a group and reading type, with the hour of day. */
function coefficients(days: readonly ElectricityDay[], g: number, bands: boolean): { hour: number; day: number; value: number }[] {
  const totals = monthTotals(noise, days, g);
  return days.flatMap((e, day) => dayCoefficients(hourWeights(noise, e, g), totals, bands).map((value, hour) => ({ hour, day, value })));
}
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const meanAt = (rows: ReturnType<typeof coefficients>, hours: readonly number[]) => sum(rows.filter((r) => hours.includes(r.hour)).map((r) => r.value)) / rows.filter((r) => hours.includes(r.hour)).length;

describe('profile coefficients', () => {
  it('add up to 1 over a month for single-rate meters and over each time band for three-rate meters', () => {
    for (const days of [july, january]) {
      for (const [g] of COEFFICIENT_PROFILE_GROUPS.entries()) {
        const single = coefficients(days, g, false);
        expect(single).toHaveLength(days.length * 24);
        expect(sum(single.map((r) => r.value))).toBeCloseTo(1, 9);
        expect(single.every((r) => r.value > 0)).toBe(true);
        const three = coefficients(days, g, true);
        for (const band of ['day', 'peak', 'night'] as const) {
          expect(sum(three.filter((r) => bandOf(r.hour) === band).map((r) => r.value))).toBeCloseTo(1, 9);
        }
      }
    }
    expect(METER_READING_TYPES.map((t) => t.bands)).toEqual([false, true]);
  });

  it('peak in the evening for households, in working hours for shops, at night for lighting', () => {
    const households = coefficients(january, groupIndex('Mesken'), false);
    expect(meanAt(households, [19, 20])).toBeGreaterThan(1.3 * meanAt(households, [10, 11]));
    expect(meanAt(households, [19, 20])).toBeGreaterThan(2 * meanAt(households, [3, 4]));
    const shops = coefficients(january, groupIndex('Ticarethane'), false);
    expect(meanAt(shops, [11, 12, 13])).toBeGreaterThan(2.5 * meanAt(shops, [2, 3, 4]));
    const lighting = coefficients(july, groupIndex('Aydınlatma'), false);
    expect(meanAt(lighting, [0, 1, 2, 3])).toBeGreaterThan(20 * meanAt(lighting, [11, 12, 13]));
    // lighting burns longer on winter evenings: at 18:00 it is dark in January, light in July
    expect(meanAt(coefficients(january, groupIndex('Aydınlatma'), false), [18])).toBeGreaterThan(5 * meanAt(lighting, [18]));
  });

  it('pump irrigation by day, less in the evening peak, and follow the day\'s consumption', () => {
    const g = groupIndex('Tarımsal Sulama');
    const irrigation = coefficients(july, g, false);
    expect(meanAt(irrigation, [10, 11, 12, 13])).toBeGreaterThan(2 * meanAt(irrigation, [18, 19, 20]));
    // the days that consume most get the largest share of the month
    const dayTotals = july.map((_, d) => sum(irrigation.filter((r) => r.day === d).map((r) => r.value)));
    const load = july.map((e) => sum([...e.consumption]));
    const byLoad = load.map((l, d) => [l, dayTotals[d]!] as const).sort((a, b) => a[0] - b[0]);
    const third = Math.floor(byLoad.length / 3);
    expect(sum(byLoad.slice(-third).map((x) => x[1]))).toBeGreaterThan(sum(byLoad.slice(0, third).map((x) => x[1])));
  });

  it('weigh a working day more than a Sunday for shops and offices', () => {
    const shops = coefficients(january, groupIndex('Ticarethane'), false);
    const dayTotal = (d: number) => sum(shops.filter((r) => r.day === d).map((r) => r.value));
    const sundays = january.map((e, d) => [e.cal.weekday, d] as const).filter(([w]) => w === 6).map(([, d]) => dayTotal(d));
    const wednesdays = january.map((e, d) => [e.cal.weekday, d] as const).filter(([w]) => w === 2).map(([, d]) => dayTotal(d));
    expect(sum(wednesdays) / wednesdays.length).toBeGreaterThan(1.4 * (sum(sundays) / sundays.length));
  });
});
