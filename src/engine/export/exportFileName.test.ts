import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

describe('exportFileName', () => {
  it('names the report and its date range', () => {
    expect(exportFileName('dam-mcp', '2024-07-01T00:00:00+03:00', '2024-07-31T00:00:00+03:00', 'xlsx')).toBe(
      'dam-mcp_2024-07-01_2024-07-31.xlsx',
    );
    expect(exportFileName('dam-mcp', '2024-07-01', undefined, 'csv')).toBe('dam-mcp_2024-07-01.csv');
    expect(exportFileName('dam-mcp', undefined, undefined, 'pdf')).toBe('dam-mcp.pdf');
  });

  it('stays ASCII', () => {
    const name = exportFileName('göp-ağırlıklı ışık', 'bugün', undefined, 'csv');
    expect(name).toBe('gop-agirlikli-isik_bugun.csv');
    expect(name).toMatch(/^[\x20-\x7e]+$/);
  });
});
