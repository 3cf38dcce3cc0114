import { describe, expect, it } from 'vitest';
import { queryCost, renderCost } from './reportCost';
import { rendersInPool } from './rendersInPool';

const range = (start: string, end: string) => ({ range: { start, end } });

describe('queryCost', () => {
  it('charges nothing beyond the plain call up to 1,000 rows, then one unit per started thousand', () => {
    expect(queryCost(range('2025-01-01', '2025-01-01'), { paged: true })).toBe(0); // 24 rows
    expect(queryCost(range('2025-10-01', '2025-10-31'), { paged: true })).toBe(0); // 744 rows
    expect(queryCost(range('2025-01-01', '2025-02-28'), { paged: true })).toBe(1); // 1,416 rows
    expect(queryCost(range('2025-01-01', '2025-12-31'), { paged: true })).toBe(8); // 8,760 rows: 9 in all
    expect(queryCost(range('2024-01-01', '2024-12-31'), { paged: true })).toBe(8); // 8,784 rows
  });

  it('counts a page when it asks for fewer rows than the range holds, and only where the route pages', () => {
    const year = range('2025-01-01', '2025-12-31');
    expect(queryCost({ ...year, page: { number: 1, size: 24 } }, { paged: true })).toBe(0);
    expect(queryCost({ ...year, page: { number: 3, size: 5_000 } }, { paged: true })).toBe(4);
    expect(queryCost({ ...year, page: { number: 1, size: 100_000 } }, { paged: true })).toBe(8);
    expect(queryCost({ ...year, page: { number: 1, size: 24 } }, { paged: false })).toBe(8);
    expect(queryCost({ page: { number: 1, size: 3_000 } }, { paged: true })).toBe(2);
  });

  it('charges nothing more for a report without a range or a page', () => {
    expect(queryCost({}, { paged: false })).toBe(0);
  });
});

describe('renderCost', () => {
  it('weighs rows rendered by format: a one-year PDF five times a CSV', () => {
    expect(renderCost('csv', 8_760)).toBe(9);
    expect(renderCost('xlsx', 8_760)).toBe(18);
    expect(renderCost('pdf', 8_760)).toBe(45);
    expect(renderCost('pdf', 24)).toBe(5);
    expect(renderCost('csv', 0)).toBe(0);
  });
});

describe('rendersInPool', () => {
  it('sends every PDF and large XLSX and CSV to the pool, and keeps small ones inline', () => {
    expect(rendersInPool('pdf', 1, 5)).toBe(true);
    expect(rendersInPool('xlsx', 24, 5)).toBe(false);
    expect(rendersInPool('xlsx', 744, 5)).toBe(true);
    expect(rendersInPool('csv', 744, 5)).toBe(false);
    expect(rendersInPool('csv', 8_760, 5)).toBe(true);
  });
});
