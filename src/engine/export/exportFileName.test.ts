import { describe, expect, it } from 'vitest';
import { exportFileName, exportFileSort } from './exportFileName';

describe('exportFileName', () => {
  it('names the report, its date range and the time zone of its times', () => {
    expect(exportFileName('dam-mcp', '2024-07-01T00:00:00+03:00', '2024-07-31T00:00:00+03:00', 'xlsx')).toBe(
      'dam-mcp_2024-07-01_2024-07-31_UTC+3.xlsx',
    );
    expect(exportFileName('dam-mcp', '2024-07-01', undefined, 'csv')).toBe('dam-mcp_2024-07-01_UTC+3.csv');
    expect(exportFileName('dam-mcp', undefined, undefined, 'pdf')).toBe('dam-mcp_UTC+3.pdf');
  });

  it('says when the rows are in another order than time', () => {
    expect(exportFileName('dam-mcp', '2024-07-01', '2024-07-31', 'csv', { field: 'price', direction: 'DESC' })).toBe(
      'dam-mcp_2024-07-01_2024-07-31_UTC+3_price-desc.csv',
    );
  });

  it('names the order only when it is not oldest first', () => {
    const columns = [{ key: 'date', type: 'date' }, { key: 'price', type: 'number' }] as const;
    expect(exportFileSort(columns, { field: 'date', direction: 'ASC' })).toBeUndefined();
    expect(exportFileSort(columns, { field: 'date', direction: 'DESC' })).toEqual({ field: 'date', direction: 'DESC' });
    expect(exportFileSort(columns, { field: 'price', direction: 'ASC' })).toEqual({ field: 'price', direction: 'ASC' });
    expect(exportFileSort(columns, undefined)).toBeUndefined();
    // a list (YEKDEM installed capacity) orders no rows: its items keep the order they are answered in
    expect(exportFileSort([{ key: 'installedCapacities', type: 'list' }], { field: 'installedCapacities', direction: 'ASC' })).toBeUndefined();
  });

  it('stays ASCII', () => {
    const name = exportFileName('göp-ağırlıklı ışık', 'bugün', undefined, 'csv');
    expect(name).toBe('gop-agirlikli-isik_bugun_UTC+3.csv');
    expect(name).toMatch(/^[\x20-\x7e]+$/);
  });
});
