import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { reportRows, unfoldedDescriptor, unfoldedList } from './reportRows';

const capacity = {
  columns: [{
    key: 'installedCapacities', field: 'newCapacities', type: 'list', label: { tr: 'Kurulu güç', en: 'Installed capacity' },
    valueLabels: { sourceType: { tr: 'Kaynak türü', en: 'Source type' }, installedCapacity: { tr: 'Kurulu güç (MW)', en: 'Installed capacity (MW)' }, plantCount: { tr: 'Santral sayısı', en: 'Plants' } },
  }],
  table: { sort: { field: 'installedCapacities', direction: 'ASC' } },
} as unknown as ReportDescriptor;
const flat = {
  installedCapacities: [
    { sourceType: 'GÜNEŞ', installedCapacity: 1200.5, plantCount: 14 },
    { sourceType: 'RÜZGAR', installedCapacity: 3400, plantCount: 21 },
    { sourceType: 'JEOTERMAL', installedCapacity: 310.25, plantCount: 3 },
  ],
};

describe('reportRows', () => {
  it('reads items, a bare array, and a flat answer without a list descriptor as its one row', () => {
    expect(reportRows({ items: [{ a: 1 }], statistic: {} })).toEqual([{ a: 1 }]);
    expect(reportRows([{ a: 1 }, { a: 2 }])).toHaveLength(2);
    expect(reportRows(flat)).toEqual([flat]);
    expect(reportRows({ date: '2024-08-01T00:00:00+03:00', mcpPrice: 2500 }, { columns: [{ key: 'mcpPrice', type: 'number', label: { tr: 'PTF', en: 'MCP' }, hidden: false }] })).toHaveLength(1);
    expect(reportRows(undefined)).toBeUndefined();
  });

  it('unfolds a flat answer holding one list into a row per item', () => {
    expect(unfoldedList(capacity)?.key).toBe('installedCapacities');
    expect(reportRows(flat, capacity)).toEqual(flat.installedCapacities);
    expect(reportRows({ installedCapacities: [] }, capacity)).toEqual([]);
    expect(reportRows({}, capacity)).toEqual([]);
  });

  it('shows the unfolded items with a column per item field, numbers where every value is one', () => {
    const shown = unfoldedDescriptor(capacity, reportRows(flat, capacity)!);
    expect(shown.columns.map((c) => [c.key, c.type, c.label.en])).toEqual([
      ['sourceType', 'text', 'Source type'], ['installedCapacity', 'number', 'Installed capacity (MW)'], ['plantCount', 'integer', 'Plants'],
    ]);
    expect(shown.table).toBeUndefined();
    // a list beside other columns is a cell of its row, not the page's rows
    const faults = { columns: [{ key: 'id', type: 'integer', label: { tr: 'No', en: 'No' } }, capacity.columns[0]!] } as unknown as ReportDescriptor;
    expect(unfoldedDescriptor(faults, [])).toBe(faults);
    expect(reportRows(flat, faults)).toEqual([flat]);
  });
});
