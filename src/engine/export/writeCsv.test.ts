import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { exportInput, mcpColumns, testColumn } from './exportFixtures';
import { writeCsv } from './writeCsv';

const row: ReportRow = {
  date: '2024-07-29T13:00:00+03:00',
  hour: '13:00',
  price: 1234.5,
  priceUsd: 38.456,
  region: 'Trakya; "Batı"\nBölgesi',
};

async function* asyncBatches(): AsyncGenerator<ReportRow[]> {
  yield [row];
  yield [];
  yield [{ ...row, price: 2999.999, region: null }];
}

const lines = (body: Buffer): string[] => body.toString('utf8').split('\r\n');

describe('writeCsv', () => {
  it('starts with a UTF-8 byte-order mark and keeps Turkish letters and units in the header', async () => {
    const file = await writeCsv(exportInput('tr', { rows: [[row]] }));
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.extension).toBe('csv');
    expect(lines(file.body)[0]).toBe('\uFEFFTarih;Saat;Piyasa Takas Fiyatı (TL/MWh);PTF (USD) (USD/MWh);Bölge ğşıİçöü');
  });

  it('writes Turkish rows with ";" and a decimal comma, quoting per RFC 4180, CRLF line ends', async () => {
    const file = await writeCsv(exportInput('tr', { rows: asyncBatches() }));
    const text = file.body.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(true); // only inside the quoted field
    expect(text).toContain('29.07.2024 13:00;13:00;1234,50;38,46;"Trakya; ""Batı""\nBölgesi"\r\n');
    expect(text).toContain('29.07.2024 13:00;13:00;3000,00;38,46;\r\n');
  });

  it('writes English rows with "," and a decimal point', async () => {
    const file = await writeCsv(exportInput('en', { rows: [[{ ...row, region: 'North, West' }]] }));
    const [header, first] = lines(file.body);
    expect(header).toBe('\uFEFFDate,Hour,Market Clearing Price (TL/MWh),MCP (USD) (USD/MWh),Region');
    expect(first).toBe('29.07.2024 13:00,13:00,1234.50,38.46,"North, West"');
  });

  it('writes every row of every batch, hidden columns included', async () => {
    const file = await writeCsv(exportInput('tr'));
    expect(lines(file.body).filter((l) => l !== '')).toHaveLength(1 + 48);
    expect(mcpColumns.some((c) => c.hidden)).toBe(true);
    expect(lines(file.body)[1]!.split(';')).toHaveLength(mcpColumns.length);
  });

  it('shows the label of coded text values', async () => {
    const columns = [
      testColumn({ key: 'direction', type: 'text', label: { tr: 'Yön', en: 'Direction' }, valueLabels: { UP: { tr: 'Yukarı', en: 'Up' } } }),
    ];
    const file = await writeCsv(exportInput('tr', { columns, rows: [[{ direction: 'UP' }, { direction: 'OTHER' }]] }));
    expect(lines(file.body).slice(1, 3)).toEqual(['Yukarı', 'OTHER']);
  });
});
