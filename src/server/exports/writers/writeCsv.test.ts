import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { columnOf, fixtures } from '../../../engine/testing/reportFixtures';
import { directionRows } from '../../../engine/testing/reportRows';
import { exportInputFor } from '../../../engine/export/exportInputFor';
import { writeCsv } from './writeCsv';

const { damDailyLevel, realtimeGeneration } = fixtures;

// A dam level row whose dam name needs every kind of CSV quoting.
const row: ReportRow = {
  date: '2024-07-29T00:00:00+03:00',
  basin: 'Fırat',
  dam: 'KEBAN; "Yukarı"\nFırat',
  dailyKot: 1234.5,
  damId: 38,
};

async function* asyncBatches(): AsyncGenerator<ReportRow[]> {
  yield [row];
  yield [];
  yield [{ ...row, dailyKot: 845.999, dam: null }];
}

const lines = (body: Buffer): string[] => body.toString('utf8').split('\r\n');

describe('writeCsv', () => {
  it('starts with a UTF-8 byte-order mark and keeps Turkish letters and units in the header', async () => {
    const file = await writeCsv(exportInputFor(realtimeGeneration, 'tr', { rows: [] }));
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.extension).toBe('csv');
    const header = lines(file.body)[0]!;
    expect(header.startsWith('\uFEFFTarih (UTC+3);Saat (UTC+3);Toplam (MWh);Doğal Gaz (MWh);')).toBe(true);
    expect(header).toContain(';İthal Kömür (MWh);');
  });

  it('writes Turkish rows with ";" and a decimal comma, quoting per RFC 4180, CRLF line ends', async () => {
    const file = await writeCsv(exportInputFor(damDailyLevel, 'tr', { rows: asyncBatches() }));
    const text = file.body.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(true); // only inside the quoted field
    expect(text).toContain('29.07.2024;Fırat;"KEBAN; ""Yukarı""\nFırat";1234,50;38\r\n');
    expect(text).toContain('29.07.2024;Fırat;;846,00;38\r\n');
  });

  it('writes English rows with "," and a decimal point', async () => {
    const file = await writeCsv(exportInputFor(damDailyLevel, 'en', { rows: [[{ ...row, dam: 'North, West' }]] }));
    const [header, first] = lines(file.body);
    expect(header).toBe('\uFEFFDate (UTC+3),Basin,Dam,Level (m),Dam id');
    expect(first).toBe('29.07.2024,Fırat,"North, West",1234.50,38');
  });

  it('writes every row of every batch, hidden columns included', async () => {
    const file = await writeCsv(exportInputFor(damDailyLevel, 'tr'));
    expect(lines(file.body).filter((l) => l !== '')).toHaveLength(1 + 48);
    expect(damDailyLevel.columns.some((c) => c.hidden)).toBe(true);
    expect(lines(file.body)[1]!.split(';')).toHaveLength(damDailyLevel.columns.length);
  });

  it('shows the label of coded text values', async () => {
    const columns = [columnOf(fixtures.systemDirection, 'systemDirection')];
    const rows = [[directionRows[1]!, { systemDirection: 'OTHER' }]];
    const file = await writeCsv(exportInputFor(fixtures.systemDirection, 'en', { columns, rows }));
    expect(lines(file.body).slice(1, 3)).toEqual(['Energy surplus', 'OTHER']);
  });
});
