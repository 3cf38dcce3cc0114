// The dictionary model: entries joined with descriptors, what counts as missing, where a missing key belongs.
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { buildDictionary, type DictionarySource } from './buildDictionary';
import type { DictionaryEntryFiles } from './dictionaryEntry';

const descriptor = (id: string, pageId: number | undefined, columns: { key: string; tr: string; en: string; unit?: string }[], dataset = 'dam.mcp') =>
  ({
    id,
    ...(pageId === undefined ? {} : { pageId }),
    title: { tr: `${id} TR`, en: `${id} EN` },
    columns: columns.map((c) => ({ key: c.key, type: 'number', label: { tr: c.tr, en: c.en }, ...(c.unit ? { unit: c.unit } : {}) })),
    data: { kind: 'dataset', dataset },
  }) as unknown as ReportDescriptor;

const sources: DictionarySource[] = [
  { path: 'reports/electricity/day-ahead/mcp.json', descriptor: descriptor('dam-mcp', 1001, [{ key: 'date', tr: 'Tarih', en: 'Date' }, { key: 'price', tr: 'PTF', en: 'MCP', unit: 'TL/MWh' }]) },
  { path: 'reports/natural-gas/spot/tx.json', descriptor: descriptor('gas-tx', 2001, [{ key: 'price', tr: 'Fiyat', en: 'Price', unit: 'TL/1000Sm3' }, { key: 'gasDay', tr: 'Gaz günü', en: 'Gas day' }]) },
  { path: 'reports/dashboard/spot-gas.json', descriptor: descriptor('dashboard-gas', undefined, [{ key: 'date', tr: 'Gaz günü', en: 'Gas day' }, { key: 'grf', tr: 'GRF', en: 'DRP' }], 'gas.drp') },
  { path: 'reports/electricity/other/x.json', descriptor: descriptor('elec-x', 1002, [{ key: 'date', tr: 'Tarih', en: 'Date' }, { key: 'onlyElectric', tr: 'Yalnız', en: 'Only' }]) },
];

const entries: DictionaryEntryFiles = {
  columnFiles: {
    'shared.json': {
      date: { tr: 'Zaman.', en: 'Time.' },
      price: { tr: 'Fiyat.', en: 'Price.', concepts: ['PTF'], byReport: { 'gas-tx': { tr: 'Gaz işlem fiyatı.', en: 'Gas trade price.' } } },
    },
    'natural-gas.json': { gasDay: { tr: 'Gaz günü.', en: 'Gas day.' } },
  },
  concepts: { PTF: { market: 'electricity', abbreviationTr: 'PTF', abbreviationEn: 'MCP', termTr: 'Piyasa Takas Fiyatı', termEn: 'Market Clearing Price', tr: 'x', en: 'y' } },
};

describe('buildDictionary', () => {
  const dictionary = buildDictionary(entries, sources);
  const column = (key: string) => dictionary.columns.find((c) => c.key === key)!;

  it('gives a column the labels, units and reports of the descriptors that show it', () => {
    const price = column('price');
    expect(price.termsEn).toEqual(['MCP', 'Price']);
    expect(price.units).toEqual(['TL/MWh', 'TL/1000Sm3']);
    expect(price.markets).toEqual(['electricity', 'natural-gas']);
    expect(price.uses.map((u) => [u.reportId, u.pageId])).toEqual([['dam-mcp', 1001], ['gas-tx', 2001]]);
  });

  it('orders a column’s terms by how many reports use them', () => {
    expect(column('date').termsTr).toEqual(['Tarih', 'Gaz günü']);
  });

  it('attaches a report’s own definition to that report only', () => {
    const uses = column('price').uses;
    expect(uses.find((u) => u.reportId === 'gas-tx')!.definition).toEqual({ tr: 'Gaz işlem fiyatı.', en: 'Gas trade price.' });
    expect(uses.find((u) => u.reportId === 'dam-mcp')!.definition).toBeUndefined();
  });

  it('lists dashboards after reports, without a page, and counts a gas dashboard as natural gas', () => {
    const date = column('date');
    expect(date.uses.at(-1)).toMatchObject({ reportId: 'dashboard-gas', dashboard: true });
    expect(date.uses.at(-1)!.pageId).toBeUndefined();
    expect(date.markets).toEqual(['electricity', 'natural-gas']);
  });

  it('links a concept to the columns that name it', () => {
    expect(dictionary.concepts[0]).toMatchObject({ id: 'PTF', kind: 'concept', columns: ['price'] });
  });

  it('reports keys without an entry, each with the file it belongs in', () => {
    expect(dictionary.missing).toEqual([
      { key: 'onlyElectric', reports: ['elec-x'], file: 'electricity.json' },
      { key: 'grf', reports: ['dashboard-gas'], file: 'shared.json' },
    ].sort((a, b) => a.file.localeCompare(b.file)));
    expect(dictionary.columns.map((c) => c.key)).not.toContain('grf');
  });
});
