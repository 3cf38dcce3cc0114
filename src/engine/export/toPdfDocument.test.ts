import type { ContentTable, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { hourlyRows } from '../testing/reportRows';
import { toPdfDocument } from './toPdfDocument';

const { mcp } = fixtures;
const base = {
  title: mcp.title.tr,
  columns: mcp.columns,
  locale: 'tr' as const,
  generatedAt: new Date('2024-07-29T11:05:00Z'),
  notes: ['Ek not'],
  range: { start: '2024-01-01', end: '2024-01-02' },
  source: 'simulated' as const,
};

const contentOf = (doc: TDocumentDefinitions): unknown[] => doc.content as unknown[];
const tableOf = (doc: TDocumentDefinitions): ContentTable =>
  contentOf(doc).findLast((c): c is ContentTable => typeof c === 'object' && c !== null && 'table' in c)!;
const texts = (doc: TDocumentDefinitions): string[] =>
  contentOf(doc).flatMap((c) => (typeof c === 'object' && c !== null && 'text' in c ? [String((c as ContentText).text)] : []));

describe('toPdfDocument', () => {
  it('is a landscape A4 with title, notes and a table whose header repeats on every page', () => {
    const rows = hourlyRows(3, mcp.columns);
    const doc = toPdfDocument({ ...base, rows, });
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('landscape');
    expect(texts(doc).slice(0, 2)).toEqual(['Piyasa Takas Fiyatı (PTF)', 'Ek not']);
    const table = tableOf(doc).table;
    expect(table.headerRows).toBe(1);
    expect(table.body).toHaveLength(4);
    expect(table.body[0]![0]).toMatchObject({ text: 'Tarih (UTC+3)' });
    expect(table.body[0]![2]).toMatchObject({ text: 'PTF (TL/MWh)', bold: true, alignment: 'right' });
    expect(table.body[1]![0]).toBe('01.01.2024');
    expect(table.body[1]![1]).toBe('00:00');
    expect(table.body[1]![2]).toEqual({ text: '1.226,46', alignment: 'right' }); // 1226.456 in the fixture
  });

  it('numbers pages in the reader language', () => {
    const footer = (locale: 'tr' | 'en'): string =>
      JSON.stringify((toPdfDocument({ ...base, locale, rows: [] }).footer as (p: number, n: number) => unknown)(1, 3));
    expect(footer('tr')).toContain('Sayfa 1 / 3');
    expect(footer('en')).toContain('Page 1 of 3');
  });

  it('states range, time zone, units, source, retrieval time, order and columns', () => {
    const details = JSON.stringify(contentOf(toPdfDocument({ ...base, locale: 'en', rows: [] }))[1]);
    for (const text of ['01.01.2024 – 02.01.2024', 'All dates and hours are Istanbul time (UTC+3).', 'TL/MWh, USD/MWh, EUR/MWh', 'Simulated data', '29.07.2024 14:05 (Istanbul time, UTC+3)', 'by time, oldest first', 'Date (UTC+3), Hour (UTC+3), MCP (TL/MWh)']) {
      expect(details).toContain(text);
    }
  });

  it('does not warn when every row is there, and says when there is none', () => {
    expect(texts(toPdfDocument({ ...base, rows: hourlyRows(2, mcp.columns) })).join(' ')).not.toContain('XLSX');
    expect(texts(toPdfDocument({ ...base, rows: [] }))).toContain('Seçilen ölçütlere uyan veri bulunamadı.');
  });
});
