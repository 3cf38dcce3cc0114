import { describe, expect, it } from 'vitest';
import { calendarDay, MS_PER_DAY, MS_PER_HOUR, parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { dayMarketSources } from '../marketReports/dayMarketSources';
import { periodicVolumeRow } from '../marketReports/periodicMarketVolumes';
import { AUCTIONED_DIRECTIONS, FORECAST_DIRECTIONS } from './borders';
import { INTERCONNECTION_DATASETS as D } from './interconnectionModule';
import { runInterconnection } from './testWorld';
import { ZERO_BALANCE_FIELDS } from './zeroBalanceBreakdown';

const noise = createNoise(DEFAULT_SEED);
const { rows, upstream, chainOf } = runInterconnection(noise, '2024-12-01', '2025-01-31');
const JANUARY = Date.UTC(2025, 0, 1);
const dayOf = (ts: number): number => Math.floor(ts / MS_PER_DAY);
const hourOf = (ts: number): number => new Date(ts).getUTCHours();
const num = (r: SimRow, f: string): number => r[f] as number;

describe('interconnection module', () => {
  it('nominates imports less exports equal to the real-time net import of every hour', () => {
    expect(rows[D.nominalCapacity]).toHaveLength(62 * 24);
    for (const r of rows[D.nominalCapacity]!) {
      const net = chainOf(dayOf(r.ts as number)).generation[hourOf(r.ts as number)]!.importExport;
      expect(num(r, 'offerQuantity') - num(r, 'bidQuantity')).toBeCloseTo(net, 0);
      expect(Math.abs(num(r, 'offerQuantity') - num(r, 'bidQuantity') - net)).toBeLessThanOrEqual(0.1);
    }
  });

  it('keeps each direction\'s available capacity within its total, and the total within the month\'s NTC', () => {
    const monthNtc = new Map(rows[D.monthForecast]!.map((r) => [`${r.ts}|${r.direction}`, num(r, 'ntc')]));
    expect(rows[D.lineCapacities]).toHaveLength(62 * 24 * 4);
    for (const r of rows[D.lineCapacities]!.filter((x) => (x.ts as number) >= JANUARY)) {
      expect(num(r, 'availableCapacity')).toBeGreaterThanOrEqual(0);
      expect(num(r, 'availableCapacity')).toBeLessThanOrEqual(num(r, 'totalCapacity'));
      expect(num(r, 'totalCapacity')).toBeLessThanOrEqual(monthNtc.get(`${JANUARY}|${r.direction}`)!);
    }
  });

  it('holds a daily auction per direction every day, a monthly one on the 1st and a yearly one on 1 January', () => {
    const codes = rows[D.capacityDemand]!.map((r) => r.auctionCode as string);
    expect(codes.filter((c) => c.includes('-G-'))).toHaveLength(62 * 4);
    expect(codes.filter((c) => c.includes('-A-'))).toEqual(['TRBG-A-202412', 'BGTR-A-202412', 'TRGR-A-202412', 'GRTR-A-202412', 'TRBG-A-202501', 'BGTR-A-202501', 'TRGR-A-202501', 'GRTR-A-202501']);
    expect(codes.filter((c) => c.includes('-Y-'))).toEqual(AUCTIONED_DIRECTIONS.map((d) => `${d.code}-Y-2025`));
    for (const r of rows[D.capacityDemand]!) expect(num(r, 'allocatedCapacity')).toBeLessThanOrEqual(num(r, 'requestedCapacity'));
  });

  it('makes the monthly and yearly auctions allocate what the monthly and yearly forecasts say is allocated', () => {
    // Each month carries its year's forecast: never below the month's NTC, never above what the month has allocated.
    for (const r of rows[D.monthForecast]!) {
      expect(num(r, 'yearNtc')).toBeGreaterThanOrEqual(num(r, 'ntc'));
      expect(num(r, 'yearAc')).toBeLessThanOrEqual(num(r, 'alloc'));
      expect(num(r, 'yearAtc')).toBe(num(r, 'yearNtc') - num(r, 'yearAc'));
      expect(r.startsAt).toBe((r.ts as number) === JANUARY ? '2025-01-01T00:00:00+03:00' : '2024-01-01T00:00:00+03:00');
    }
    const demand = (code: string) => num(rows[D.capacityDemand]!.find((r) => r.auctionCode === code)!, 'allocatedCapacity');
    for (const d of AUCTIONED_DIRECTIONS) {
      const month = rows[D.monthForecast]!.find((r) => r.ts === JANUARY && r.direction === d.code)!;
      expect(demand(`${d.code}-Y-2025`)).toBe(num(month, 'yearAc'));
      expect(demand(`${d.code}-Y-2025`) + demand(`${d.code}-A-202501`)).toBe(num(month, 'alloc'));
    }
    expect(rows[D.monthForecast]!.filter((r) => r.ts === JANUARY).map((r) => r.direction)).toEqual(FORECAST_DIRECTIONS.map((d) => d.code));
  });

  it('gives each day\'s congestion cost, over its cities, as the 1-coded instructions beyond the reference price', () => {
    const prices = upstream['reporting.bpm-instructions']!;
    const orders = upstream['bpm.order-summary']!;
    for (let day = parseDay('2025-01-10'); day < parseDay('2025-01-13'); day++) {
      const e = chainOf(day);
      let upOverMcp = 0;
      let downBelowSmp = 0;
      for (let h = 0; h < 24; h++) {
        const ts = e.cal.ts + h * MS_PER_HOUR;
        const p = prices.find((r) => r.ts === ts)!;
        const o = orders.find((r) => r.ts === ts)!;
        upOverMcp += num(o, 'upRegulationOneCoded') * (num(p, 'yalBirAgrOrt') - e.price[h]!);
        downBelowSmp += num(o, 'downRegulationOneCoded') * (e.balancing[h]!.systemMarginalPrice - num(p, 'yatBirAgrOrt'));
      }
      const cities = (order: string, price: string) => rows[D.congestionCost]!.filter((r) => r.ts === e.cal.ts && r.orderType === order && r.priceType === price);
      const sum = (list: SimRow[]) => list.reduce((s, r) => s + num(r, 'congestionCost'), 0);
      expect(sum(cities('YAL', 'PTF'))).toBeCloseTo(upOverMcp, 1);
      expect(sum(cities('YAT', 'SMF'))).toBeCloseTo(downBelowSmp, 1);
      expect(upOverMcp).toBeGreaterThan(0);
      expect(new Set(cities('YAL', 'PTF').map((r) => r.cityName)).size).toBe(cities('YAL', 'PTF').length);
    }
  });

  it('reports the month\'s zero-balance adjustment as the market reports\' periodic-price-volume does, its parts adding up', () => {
    const [december, january] = rows[D.zeroBalance]!;
    expect(january!.ts).toBe(JANUARY);
    const days = Array.from({ length: 31 }, (_, i) => dayMarketSources(noise, chainOf, chainOf(parseDay('2024-12-01') + i)));
    expect(december!.zeroBalanceAdjustment).toBe(periodicVolumeRow(days, 0).sbdt);
    for (const r of [december!, january!]) {
      const parts = num(r, 'upRegulation') - num(r, 'downRegulation') + num(r, 'manual') + num(r, 'negativeImbalance') + num(r, 'renewableImbalance');
      expect(Math.abs(parts - num(r, 'zeroBalanceAdjustment'))).toBeLessThan(0.05);
      expect(num(r, 'upRegulation')).toBeCloseTo(num(r, 'upRegulationZero') + num(r, 'upRegulationOne'), 1);
      expect(num(r, 'downRegulation')).toBeCloseTo(num(r, 'downRegulationZero') + num(r, 'downRegulationOne'), 1);
      for (const f of ['kupst', 'upRegulationFine', 'downRegulationFine', 'upRegulationOne', 'downRegulationOne']) expect(num(r, f)).toBeGreaterThan(0);
      expect(Object.keys(r).filter((k) => k !== 'ts')).toEqual([...ZERO_BALANCE_FIELDS]);
    }
  });

  it('puts each notice at its start hour, in the day it describes', () => {
    for (const r of rows[D.lineEvents]!) {
      const cal = calendarDay(dayOf(r.ts as number));
      expect(r.baslangicTarihi).toBe(`${String(cal.dayOfMonth).padStart(2, '0')}.${String(cal.month).padStart(2, '0')}.${cal.year}`);
      expect(r.baslangicSaati).toBe(`${String(hourOf(r.ts as number)).padStart(2, '0')}:00`);
    }
  });
});
