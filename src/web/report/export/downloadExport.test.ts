// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { toExportBody } from './downloadExport';

const values = { startDate: '2024-07-01', endDate: '2024-07-31' };

describe('toExportBody', () => {
  it('asks for the table as shown: its visible columns in order and a sort the reader chose', () => {
    const body = toExportBody(fixtures.mcp, values, 'pdf', { columns: ['date', 'hour', 'price'], sort: { field: 'price', direction: 'DESC' } });
    expect(body).toEqual({
      startDate: '2024-07-01T00:00:00+03:00',
      endDate: '2024-07-31T00:00:00+03:00',
      exportType: 'PDF',
      columns: ['date', 'hour', 'price'],
      sort: { field: 'price', direction: 'DESC' },
    });
  });

  it('sends the table\'s default order too: a dams table shows the newest day first, and so does its file', () => {
    const body = toExportBody(fixtures.damDailyLevel, {}, 'csv', { columns: ['date', 'dam', 'dailyKot'], sort: { field: 'date', direction: 'DESC' } });
    expect(body).toMatchObject({ exportType: 'CSV', sort: { field: 'date', direction: 'DESC' } });
  });
});
