import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { createNoise, type NoiseField } from '../../noise';
import type { SimRow } from '../../simulateWorld';
import { CERTIFICATE_SOURCES, RESOURCE_TYPES } from './certificateSources';
import { heldAtEndOf, monthIndex, ORIGIN_MONTH } from './certificateStock';
import { YEKG_DATASETS, yekgModule } from './yekgModule';

/** The module's rows over a range of days, with the world loop's chain cache. */
function runModule(noise: NoiseField, from: string, to: string): Record<string, SimRow[]> {
  const chains = new Map<number, ElectricityDay>();
  const chainOf = (day: number) => {
    let e = chains.get(day);
    if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
    return e;
  };
  const rows: Record<string, SimRow[]> = Object.fromEntries(yekgModule.datasets.map((id) => [id, []]));
  for (let day = parseDay(from); day <= parseDay(to); day++) {
    yekgModule.addDay({ noise, e: chainOf(day), chainOf, dayRows: {}, push: (id, row) => rows[id]!.push(row) });
  }
  return rows;
}

const amountOf = (source: string) => `${source}Amount`;

describe('YEK-G market module', () => {
  const noise = createNoise(20240101);
  const rows = runModule(noise, '2024-01-01', '2024-07-31');

  it('writes one row per month for each registry flow, from January 2024', () => {
    for (const id of [YEKG_DATASETS.issued, YEKG_DATASETS.cancelled, YEKG_DATASETS.expired, YEKG_DATASETS.withdrawn]) {
      expect(rows[id]!.map((r) => calendarDay(Math.floor((r.ts as number) / 86_400_000)).month)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('keeps issued − cancelled − expired − withdrawn equal to the change of the stock held, every month and source', () => {
    let heldBefore: Record<string, number> = Object.fromEntries(CERTIFICATE_SOURCES.map((s) => [s, 0]));
    rows[YEKG_DATASETS.issued]!.forEach((issuedRow, i) => {
      const month = ORIGIN_MONTH + i;
      const issued = Object.fromEntries(CERTIFICATE_SOURCES.map((s) => [s, issuedRow[amountOf(s)] as number])) as Record<(typeof CERTIFICATE_SOURCES)[number], number>;
      const heldAfter = heldAtEndOf(noise, month, issued);
      for (const s of CERTIFICATE_SOURCES) {
        const flow = (id: string) => rows[id]![i]![amountOf(s)] as number;
        expect(flow(YEKG_DATASETS.issued) - flow(YEKG_DATASETS.cancelled) - flow(YEKG_DATASETS.expired) - flow(YEKG_DATASETS.withdrawn))
          .toBe(heldAfter[s] - heldBefore[s]!);
        expect(heldAfter[s]).toBeGreaterThanOrEqual(0);
        expect(flow(YEKG_DATASETS.withdrawn)).toBeGreaterThanOrEqual(0);
      }
      heldBefore = heldAfter;
    });
  });

  it('adds each flow\'s sources up to its total', () => {
    for (const id of [YEKG_DATASETS.issued, YEKG_DATASETS.withdrawn, YEKG_DATASETS.matchingQuantity]) {
      for (const r of rows[id]!) expect(CERTIFICATE_SOURCES.reduce((sum, s) => sum + (r[amountOf(s)] as number), 0)).toBe(r.totalAmount);
    }
    for (const r of rows[YEKG_DATASETS.bilateralContracts]!) {
      expect((r.wind as number) + (r.sun as number) + (r.hydro as number) + (r.geothermal as number) + (r.biomass as number)).toBe(r.total);
    }
  });

  it('trades on working days only, one market row per resource type, matched quantities as the matching-quantity rows say', () => {
    const market = rows[YEKG_DATASETS.market]!;
    const matching = rows[YEKG_DATASETS.matchingQuantity]!;
    expect(market.length).toBe(matching.length * CERTIFICATE_SOURCES.length);
    for (const m of matching) {
      const day = calendarDay(Math.floor((m.ts as number) / 86_400_000));
      expect(day.isBusinessDay).toBe(true);
      for (const s of CERTIFICATE_SOURCES) {
        const row = market.find((r) => r.ts === m.ts && r.resourceType === RESOURCE_TYPES[s])!;
        expect(row.matchedQuantity).toBe(m[amountOf(s)]);
      }
    }
  });

  it('publishes WAP = trade value ÷ matched quantity, between the min and max matched prices, bids and asks above the match', () => {
    for (const r of rows[YEKG_DATASETS.market]!) {
      const q = r.matchedQuantity as number;
      expect(r.aofTl).toBe(Math.round(((r.volumeTl as number) / q) * 100) / 100);
      expect(r.aofTl as number).toBeGreaterThanOrEqual(r.minMatchPrice as number);
      expect(r.aofTl as number).toBeLessThanOrEqual(r.maxMatchPrice as number);
      expect(r.alisTeklifMiktari as number).toBeGreaterThanOrEqual(q);
      expect(r.satisTeklifMiktari as number).toBeGreaterThanOrEqual(q);
    }
  });

  it('gives a month the same rows whether the world starts on 2024-01-01 or in the middle of the month before', () => {
    // A fresh noise field: nothing memoised from the longer run.
    const late = runModule(createNoise(20240101), '2024-05-17', '2024-06-03');
    const june = monthIndex(2024, 6);
    for (const id of [YEKG_DATASETS.issued, YEKG_DATASETS.cancelled, YEKG_DATASETS.expired, YEKG_DATASETS.withdrawn]) {
      expect(late[id]).toEqual([rows[id]![june - ORIGIN_MONTH]]);
    }
    const lateMarket = late[YEKG_DATASETS.market]!;
    expect(lateMarket.length).toBeGreaterThan(0);
    expect(rows[YEKG_DATASETS.market]!.filter((r) => (r.ts as number) >= (lateMarket[0]!.ts as number) && (r.ts as number) <= (lateMarket.at(-1)!.ts as number))).toEqual(lateMarket);
  });
});
