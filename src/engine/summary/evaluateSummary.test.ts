import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { evaluateSummary } from './evaluateSummary';

const rows: ReportRow[] = [
  { hour: '00:00', price: 2000, volume: 10 },
  { hour: '01:00', price: null, volume: 20 },
  { hour: '02:00', price: 3000, volume: 30 },
  { hour: '03:00', price: -500, volume: null },
];

describe('evaluateSummary', () => {
  it('skips nulls in every aggregate', () => {
    expect(evaluateSummary({ op: 'sum', field: 'price' }, rows)).toBe(4500);
    expect(evaluateSummary({ op: 'avg', field: 'price' }, rows)).toBe(1500);
    expect(evaluateSummary({ op: 'min', field: 'price' }, rows)).toBe(-500);
    expect(evaluateSummary({ op: 'max', field: 'price' }, rows)).toBe(3000);
    expect(evaluateSummary({ op: 'count', field: 'price' }, rows)).toBe(3);
  });

  it('weights only rows that have both the value and the weight', () => {
    // (2000×10 + 3000×30) / 40
    expect(evaluateSummary({ op: 'wavg', field: 'price', weight: 'volume' }, rows)).toBe(2750);
  });

  it('gives null when no row has a value, and count 0', () => {
    const empty: ReportRow[] = [{ price: null }];
    expect(evaluateSummary({ op: 'avg', field: 'price' }, empty)).toBeNull();
    expect(evaluateSummary({ op: 'sum', field: 'price' }, [])).toBeNull();
    expect(evaluateSummary({ op: 'min', field: 'missing' }, rows)).toBeNull();
    expect(evaluateSummary({ op: 'count', field: 'price' }, empty)).toBe(0);
    expect(evaluateSummary({ op: 'wavg', field: 'price', weight: 'volume' }, [{ price: 5, volume: 0 }])).toBeNull();
  });

  it('skips text and non-finite values', () => {
    const mixed: ReportRow[] = [{ v: 1 }, { v: '2' }, { v: Number.NaN }, { v: 3 }];
    expect(evaluateSummary({ op: 'sum', field: 'v' }, mixed)).toBe(4);
  });

  it('keeps full precision but never returns -0', () => {
    expect(evaluateSummary({ op: 'avg', field: 'v' }, [{ v: 1 }, { v: 2 }, { v: 2 }])).toBeCloseTo(5 / 3, 12);
    expect(Object.is(evaluateSummary({ op: 'sum', field: 'v' }, [{ v: -0 }]), 0)).toBe(true);
    expect(Object.is(evaluateSummary({ op: 'max', field: 'v' }, [{ v: -0 }]), 0)).toBe(true);
    expect(Object.is(evaluateSummary({ op: 'sum', field: 'v' }, [{ v: 0.1 }, { v: -0.1 }]), 0)).toBe(true);
  });

  it('keeps small values next to large ones (a plain running sum would lose the 1)', () => {
    expect(evaluateSummary({ op: 'sum', field: 'v' }, [{ v: 1e16 }, { v: 1 }, { v: -1e16 }])).toBe(1);
  });

  it('adds a year of hourly prices to the closest double of the exact total', () => {
    const year: ReportRow[] = Array.from({ length: 8784 }, () => ({ price: 0.1 }));
    expect(evaluateSummary({ op: 'sum', field: 'price' }, year)).toBeCloseTo(878.4, 10);
  });
});
