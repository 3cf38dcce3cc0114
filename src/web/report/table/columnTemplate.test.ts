import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../../schemas/report.schema';
import { columnTemplate } from './columnTemplate';

const column = (key: string, type: ReportColumn['type']): ReportColumn => ({ key, type, label: { tr: key, en: key }, hidden: false });

describe('columnTemplate', () => {
  it('sizes columns by type and sums the minimum width', () => {
    const { template, minWidthRem } = columnTemplate([column('date', 'date'), column('hour', 'hour'), column('price', 'number')]);
    expect(template).toBe('2.5rem minmax(6.5rem, 1fr) minmax(7rem, 1fr) minmax(7rem, 1fr)');
    expect(minWidthRem).toBe(23);
  });

  it('keeps 19 generation columns near the width of a desktop screen', () => {
    const columns = [column('date', 'date'), column('hour', 'hour'), ...Array.from({ length: 17 }, (_, i) => column(`s${i}`, 'number'))];
    expect(columnTemplate(columns).minWidthRem * 16).toBeLessThan(2200);
  });

  it('widens a number column to its widest value, so a sign or a leading digit is never cut off', () => {
    // "-898.910.543,05": 15 characters.
    const { template } = columnTemplate([column('date', 'date'), column('sbdt', 'number')], [0, 15]);
    expect(template).toBe('2.5rem minmax(6.5rem, 1fr) minmax(10.5rem, 1fr)');
    expect(columnTemplate([column('price', 'number')], [8]).template).toBe('2.5rem minmax(7rem, 1fr)');
  });
});
