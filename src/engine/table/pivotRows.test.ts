import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';
import { MAX_PIVOT_MEMBERS, pivotOptions, pivotRows } from './pivotRows';

const label = (en: string) => ({ tr: en, en });
/** Columns as the loader gives them (hidden defaults to false). */
const cols = (list: Omit<ReportColumn, 'hidden'>[]): ReportColumn[] => list.map((column) => ({ hidden: false, ...column }));
const mcpColumns = cols([
  { key: 'date', type: 'date', label: label('Date') },
  { key: 'hour', type: 'hour', label: label('Hour') },
  { key: 'price', type: 'number', unit: 'TL/MWh', decimals: 2, aggregates: ['avg', 'min', 'max'], label: { tr: 'PTF', en: 'MCP' } },
]);
const iso = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+03:00`;
const mcpRows: ReportRow[] = ['2024-08-19', '2024-08-20'].flatMap((day, d) =>
  Array.from({ length: 24 }, (_, h) => ({ date: iso(day, h), hour: `${String(h).padStart(2, '0')}:00`, price: 1000 * (d + 1) + h })));

describe('pivotOptions', () => {
  it('offers hours for a report with an hour column, and the chart\'s groupBy members', () => {
    expect(pivotOptions({ columns: mcpColumns })).toEqual({ values: ['price'], across: ['hour'] });
    const plants = cols([{ key: 'date', type: 'datetime', label: label('Time') }, { key: 'plant', type: 'text', label: label('Plant') }, { key: 'total', type: 'number', aggregates: ['sum'], label: label('Total') }]);
    expect(pivotOptions({ columns: plants, chart: { type: 'line', x: 'date', series: ['total'], groupBy: 'plant' } })).toEqual({ values: ['total'], across: ['hour', 'plant'] });
  });

  it('offers nothing for a report without a time column or a number', () => {
    expect(pivotOptions({ columns: cols([{ key: 'name', type: 'text', label: label('Name') }, { key: 'id', type: 'integer', aggregates: [], label: label('Id') }]) }).across).toEqual([]);
  });
});

describe('pivotRows', () => {
  it('lays a day out per row and an hour per column, with the day\'s average for a price', () => {
    const { columns, rows } = pivotRows(mcpColumns, mcpRows, { value: 'price', across: 'hour' });
    expect(columns.map((c) => c.key)).toEqual(['date', ...Array.from({ length: 24 }, (_, h) => `h${String(h).padStart(2, '0')}`), 'pivotRowSummary']);
    expect(columns[1]).toMatchObject({ label: { tr: '00:00', en: '00:00' }, unit: 'TL/MWh', decimals: 2 });
    expect(columns.at(-1)!.label.en).toBe('MCP: average');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ date: '2024-08-20T00:00:00+03:00', h00: 2000, h23: 2023, pivotRowSummary: 2011.5 });
  });

  it('adds up a quantity across members, keeps an empty cell empty, and orders members alphabetically in Turkish', () => {
    const columns = cols([{ key: 'date', type: 'datetime', label: label('Time') }, { key: 'plant', type: 'text', label: label('Plant') }, { key: 'total', type: 'number', unit: 'MWh', aggregates: ['sum', 'avg'], label: label('Generation') }]);
    const rows: ReportRow[] = [
      { date: iso('2024-08-20', 0), plant: 'Zeytin', total: 5 }, { date: iso('2024-08-20', 0), plant: 'Çamlık', total: 3 },
      { date: iso('2024-08-20', 1), plant: 'Çamlık', total: 4 },
    ];
    const pivot = pivotRows(columns, rows, { value: 'total', across: 'plant' });
    expect(pivot.columns.map((c) => c.label.en)).toEqual(['Time', 'Çamlık', 'Zeytin', 'Generation: total']);
    expect(pivot.rows).toEqual([
      { date: iso('2024-08-20', 0), m1: 3, m0: 5, pivotRowSummary: 8 },
      { date: iso('2024-08-20', 1), m1: 4, pivotRowSummary: 4 },
    ]);
  });

  it('leaves the rows as they are when there are too many members to read', () => {
    const columns = cols([{ key: 'date', type: 'date', label: label('Day') }, { key: 'dam', type: 'text', label: label('Dam') }, { key: 'volume', type: 'number', label: label('Volume') }]);
    const rows: ReportRow[] = Array.from({ length: MAX_PIVOT_MEMBERS + 1 }, (_, i) => ({ date: iso('2024-08-20', 0), dam: `Dam ${i}`, volume: i }));
    expect(pivotRows(columns, rows, { value: 'volume', across: 'dam' }).rows).toHaveLength(rows.length);
  });
});
