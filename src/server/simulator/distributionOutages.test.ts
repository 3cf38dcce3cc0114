import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from './calendar';
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { createDistributionOutages } from './distributionOutages';
import { createNoise } from './noise';
import { DISTRICTS, PROVINCE_LIST } from './provinces';
import type { SimRow } from './simulateWorld';
import { DEFAULT_SEED } from './simulateWorld';

const FIRST = parseDay('2024-01-01');
const LAST = parseDay('2024-12-31');
const outages = createDistributionOutages(createNoise(DEFAULT_SEED));
const planned: SimRow[][] = [];
const unplanned: SimRow[][] = [];
const minutes = (r: SimRow): number => (Date.parse(String(r.endTime)) - Date.parse(String(r.startTime))) / 60_000;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

beforeAll(() => {
  for (let d = FIRST; d <= LAST; d++) {
    planned.push(outages.day('planned', d));
    unplanned.push(outages.day('unplanned', d));
  }
});

describe('distribution outages', () => {
  it('counts tens to low hundreds a day nationwide, planned works on working days only', () => {
    const workingDays = planned.filter((_, i) => calendarDay(FIRST + i).isBusinessDay);
    expect(mean(workingDays.map((d) => d.length))).toBeGreaterThan(50);
    expect(mean(workingDays.map((d) => d.length))).toBeLessThan(200);
    planned.forEach((d, i) => { if (calendarDay(FIRST + i).weekday === 6) expect(d).toEqual([]); });
    expect(mean(unplanned.map((d) => d.length))).toBeGreaterThan(30);
    expect(Math.max(...unplanned.map((d) => d.length))).toBeGreaterThan(2 * mean(unplanned.map((d) => d.length)));
  });

  it('schedules planned works in working hours and lets faults happen around the clock', () => {
    const outside = planned.flat().filter((r) => {
      const start = String(r.startTime).slice(11, 16);
      return start < '08:30' || start > '11:00' || String(r.endTime).slice(11, 16) > '18:00' || String(r.endTime).slice(0, 10) !== String(r.startTime).slice(0, 10);
    });
    expect(outside).toEqual([]);
    const faultHours = new Set(unplanned.flat().map((r) => String(r.startTime).slice(11, 13)));
    expect(faultHours.size).toBe(24);
  });

  it('has more faults in winter storms and summer heat than in mild spring weeks, and short faults', () => {
    const perDay = (months: number[]): number => mean(unplanned.filter((_, i) => months.includes(calendarDay(FIRST + i).month)).map((d) => d.length));
    expect(perDay([1, 7, 8])).toBeGreaterThan(1.1 * perDay([4, 5]));
    const m = unplanned.flat().map(minutes).sort((a, b) => a - b);
    expect(m[m.length >> 1]).toBeGreaterThan(30);
    expect(m[m.length >> 1]).toBeLessThan(240);
  });

  it('names a district of a province the company serves, with realistic subscriber counts and load', () => {
    const provinceName = new Map(PROVINCE_LIST.map((p) => [p.id, p.name]));
    const companyById = new Map(DISTRIBUTION_COMPANIES.map((c) => [c.companyId, c]));
    const districts = new Set(DISTRICTS.map((d) => `${d.provinceId}|${d.name}`));
    const wrong = [...planned.flat(), ...unplanned.flat()].filter((r) => {
      const company = companyById.get(Number(r.distributionCompanyId))!;
      const subscribers = Number(r.effectedSubscribers);
      return r.distributionCompanyName !== company.companyName || !company.provinces.includes(String(r.province))
        || provinceName.get(Number(r.provinceId)) !== r.province || !districts.has(`${String(r.provinceId)}|${String(r.district)}`)
        || !(subscribers > 0 && subscribers <= 60_000) || !(Number(r.hourlyLoadAvg) / subscribers < 1.5)
        || String(r.effectedNeighbourhoods).length < 4 || r.date !== `${String(r.startTime).slice(0, 10)}T00:00:00+03:00`;
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    const subscribers = planned.flat().map((r) => Number(r.effectedSubscribers)).sort((a, b) => a - b);
    expect(subscribers[subscribers.length >> 1]).toBeGreaterThan(100);
    expect(subscribers[subscribers.length >> 1]).toBeLessThan(2_000);
  });

  it('gives İstanbul outages to the company of the side they are on and spreads work over every company', () => {
    const companies = new Set(planned.flat().map((r) => r.distributionCompanyId));
    expect(companies.size).toBe(DISTRIBUTION_COMPANIES.length);
    const anatolian = planned.flat().filter((r) => r.distributionCompanyId === 14).map((r) => r.district);
    expect(new Set(anatolian)).not.toContain('Esenyurt');
  });

  it('keeps ids unique and stable and a day the same whoever asks', () => {
    const all = [...planned.flat(), ...unplanned.flat()];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const again = createDistributionOutages(createNoise(DEFAULT_SEED)).day('unplanned', FIRST + 40);
    expect(again).toEqual(unplanned[40]);
  });
});
