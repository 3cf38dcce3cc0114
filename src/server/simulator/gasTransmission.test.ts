import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from './calendar';
import { GAS_ENTRY_POINTS, GAS_EXIT_POINTS, STORAGE_FACILITIES } from './gasPoints';
import { gasSystemDay, type GasSystemDay } from './gasTransmission';
import { createNoise } from './noise';

const noise = createNoise(20240101);
const first = parseDay('2024-01-01');
const last = parseDay('2025-12-31');
const days: GasSystemDay[] = [];
for (let d = first; d <= last; d++) days.push(gasSystemDay(noise, calendarDay(d)));
const at = (day: string): GasSystemDay => days[parseDay(day) - first]!;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const monthMean = (year: number, month: number, f: (g: GasSystemDay) => number): number =>
  mean(days.filter((_, i) => { const c = calendarDay(first + i); return c.year === year && c.month === month; }).map(f));

describe('gas transmission balance', () => {
  it('closes every day exactly: entries = exits + storage change + line-pack change, in whole Sm³', () => {
    for (let i = 1; i < days.length; i++) {
      const g = days[i]!;
      const storageChange = g.stockAmount - days[i - 1]!.stockAmount;
      expect(g.entryAmount).toBe(g.exitAmount + storageChange + g.linePack - days[i - 1]!.linePack);
      expect(Number.isInteger(g.entryAmount) && Number.isInteger(g.exitAmount)).toBe(true);
    }
  });

  it('adds the points up to the system totals and never exceeds a point\'s capacity of the day', () => {
    for (const g of days) {
      expect(g.entries.reduce((a, e) => a + e.amount, 0)).toBe(g.entryAmount);
      expect(g.exits.reduce((a, e) => a + e.amount, 0)).toBe(g.exitAmount);
      expect(g.entries.map((e) => e.pointId)).toEqual(GAS_ENTRY_POINTS.map((p) => p.pointId));
      expect(g.exits.map((e) => e.pointId)).toEqual(GAS_EXIT_POINTS.map((p) => p.pointId));
      for (const e of [...g.entries, ...g.exits]) {
        if (!(e.amount >= 0 && e.amount <= e.maxAmount && e.reservedAmount <= e.maxAmount)) throw new Error(`point ${e.pointId}: ${JSON.stringify(e)}`);
      }
    }
  });

  it('has winter demand about 2.2–2.8× summer, ≈ 50–58 bcm a year, and lower demand on Sundays', () => {
    const ratio = monthMean(2025, 1, (g) => g.exitAmount) / monthMean(2025, 7, (g) => g.exitAmount);
    expect(ratio).toBeGreaterThan(2.0);
    expect(ratio).toBeLessThan(2.8);
    const yearly = days.filter((_, i) => calendarDay(first + i).year === 2024).reduce((a, g) => a + g.exitAmount, 0);
    expect(yearly / 1e9).toBeGreaterThan(50);
    expect(yearly / 1e9).toBeLessThan(58);
    const summer = days.map((g, i) => ({ g, c: calendarDay(first + i) })).filter(({ c }) => c.month >= 6 && c.month <= 8 && !c.holiday);
    const sunday = mean(summer.filter(({ c }) => c.weekday === 6).map(({ g }) => g.domesticExit));
    const wednesday = mean(summer.filter(({ c }) => c.weekday === 2).map(({ g }) => g.domesticExit));
    expect(sunday / wednesday).toBeLessThan(0.92);
  });

  it('fills storage from spring to autumn and withdraws in winter, within working-gas capacity', () => {
    const capacity = STORAGE_FACILITIES.reduce((a, f) => a + f.workingGasCapacity, 0);
    expect(at('2024-11-05').stockAmount).toBeGreaterThan(0.85 * capacity);
    expect(at('2025-04-05').stockAmount).toBeLessThan(0.35 * capacity);
    expect(monthMean(2024, 7, (g) => g.storage.reduce((a, s) => a + s.injection, 0))).toBeGreaterThan(15e6);
    expect(monthMean(2025, 1, (g) => g.storage.reduce((a, s) => a + s.reproduction, 0))).toBeGreaterThan(25e6);
    for (const g of days) {
      for (const s of g.storage) {
        const f = STORAGE_FACILITIES.find((x) => x.storageFacilityId === s.storageFacilityId)!;
        if (s.stockAmount > f.workingGasCapacity || s.reproduction > f.withdrawalCapacity) throw new Error(`storage ${f.storageFacilityName}: ${JSON.stringify(s)}`);
        if (s.injection > 0 && s.reproduction > 0) throw new Error('a facility both injects and withdraws on one day');
      }
    }
  });

  it('brings in more LNG in winter than in summer and nominates within a few percent of the flows', () => {
    const lng = (g: GasSystemDay) => g.entries.filter((e) => e.pointId >= 111 && e.pointId <= 115).reduce((a, e) => a + e.amount, 0);
    expect(monthMean(2025, 1, lng)).toBeGreaterThan(1.6 * monthMean(2025, 7, lng));
    expect(monthMean(2025, 7, lng)).toBeGreaterThan(10e6); // contracted cargoes keep coming in summer
    for (const g of days) expect(Math.abs(g.entryNominationAmount / g.entryAmount - 1)).toBeLessThan(0.07);
  });

  it('is a pure function of the seed and the day', () => {
    const d = calendarDay(parseDay('2025-02-10'));
    expect(gasSystemDay(createNoise(20240101), d)).toEqual(at('2025-02-10'));
    expect(gasSystemDay(createNoise(7), d)).not.toEqual(at('2025-02-10'));
  });
});
