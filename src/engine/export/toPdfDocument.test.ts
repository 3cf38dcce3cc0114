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
  notes: ['Simüle veri'],
};

const contentOf = (doc: TDocumentDefinitions): unknown[] => doc.content as unknown[];
const tableOf = (doc: TDocumentDefinitions): ContentTable =>
  contentOf(doc).find((c): c is ContentTable => typeof c === 'object' && c !== null && 'table' in c)!;
const texts = (doc: TDocumentDefinitions): string[] =>
  contentOf(doc).flatMap((c) => (typeof c === 'object' && c !== null && 'text' in c ? [String((c as ContentText).text)] : []));

describe('toPdfDocument', () => {
  it('is a landscape A4 with title, notes and a table whose header repeats on every page', () => {
    const rows = hourlyRows(3, mcp.columns);
    const doc = toPdfDocument({ ...base, rows, totalRows: 3 });
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('landscape');
    expect(texts(doc).slice(0, 3)).toEqual(['Piyasa Takas Fiyatı (PTF)', 'Simüle veri', 'Oluşturulma zamanı: 29.07.2024 14:05 (TSİ)']);
    const table = tableOf(doc).table;
    expect(table.headerRows).toBe(1);
    expect(table.body).toHaveLength(4);
    expect(table.body[0]![2]).toMatchObject({ text: 'PTF (TL/MWh)', bold: true, alignment: 'right' });
    expect(table.body[1]![0]).toBe('01.01.2024');
    expect(table.body[1]![1]).toBe('00:00');
    expect(table.body[1]![2]).toEqual({ text: '1.226,46', alignment: 'right' }); // 1226.456 in the fixture
  });

  it('numbers pages in the reader language', () => {
    const footer = (locale: 'tr' | 'en'): string =>
      JSON.stringify((toPdfDocument({ ...base, locale, rows: [], totalRows: 0 }).footer as (p: number, n: number) => unknown)(1, 3));
    expect(footer('tr')).toContain('Sayfa 1 / 3');
    expect(footer('en')).toContain('Page 1 of 3');
  });

  it('warns at the top and the bottom when rows were left out', () => {
    const rows = hourlyRows(10, mcp.columns);
    const tr = texts(toPdfDocument({ ...base, rows, totalRows: 12_345 }));
    const warning = 'Bu PDF, toplam 12.345 satırın yalnızca ilk 10 satırını içerir. Verilerin tamamı için raporu XLSX veya CSV olarak indirin.';
    expect(tr.filter((t) => t === warning)).toHaveLength(2);
    const en = texts(toPdfDocument({ ...base, locale: 'en', rows, totalRows: 12_345 }));
    expect(en).toContain('This PDF holds only the first 10 of 12,345 rows. Download the report as XLSX or CSV for the full data.');
  });

  it('does not warn when every row is there, and says when there is none', () => {
    expect(texts(toPdfDocument({ ...base, rows: hourlyRows(2, mcp.columns), totalRows: 2 })).join(' ')).not.toContain('XLSX');
    expect(texts(toPdfDocument({ ...base, rows: [], totalRows: 0 }))).toContain('Seçilen ölçütlere uyan veri bulunamadı.');
  });
});
