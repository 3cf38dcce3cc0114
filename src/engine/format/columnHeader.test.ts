import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnHeader } from './columnHeader';

const price: ReportColumn = { key: 'price', type: 'number', unit: 'TL/MWh', hidden: false, label: { tr: 'PTF', en: 'MCP' } };
const hour: ReportColumn = { key: 'hour', type: 'hour', hidden: false, label: { tr: 'Saat', en: 'Hour' } };

describe('columnHeader', () => {
  it('adds the unit label in brackets', () => {
    expect(columnHeader(price, 'tr')).toBe('PTF (TL/MWh)');
    expect(columnHeader(price, 'en')).toBe('MCP (TL/MWh)');
    expect(columnHeader({ ...price, unit: 'hm3' }, 'en')).toBe('MCP (hm³)');
  });

  it('gives the label alone for a column without a unit', () => {
    expect(columnHeader(hour, 'tr')).toBe('Saat');
    expect(columnHeader(hour, 'en')).toBe('Hour');
  });
});
