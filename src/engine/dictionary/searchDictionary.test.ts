// Searching as a reader types: acronyms in either language, Turkish letters folded, filters, name matches first.
import { describe, expect, it } from 'vitest';
import type { DictionaryColumn, DictionaryConcept } from './buildDictionary';
import { searchDictionary, toSearchItems, type DictionaryItem } from './searchDictionary';

const column = (key: string, termsTr: string[], termsEn: string[], markets: DictionaryColumn['markets'], tr: string, en: string, concepts: string[] = []): DictionaryColumn =>
  ({ kind: 'column', key, markets, termsTr, termsEn, units: [], tr, en, concepts, uses: [] });
const concept = (id: string, abbreviationEn: string, termTr: string, termEn: string, market: DictionaryConcept['market']): DictionaryConcept =>
  ({ kind: 'concept', id, abbreviationTr: id, abbreviationEn, termTr, termEn, market, tr: `${termTr} tanımı.`, en: `${termEn} definition.`, columns: [] });

const items = toSearchItems({
  concepts: [concept('KPTF', 'IMCP', 'Kesinleşmemiş PTF', 'Interim MCP', 'electricity'), concept('PTF', 'MCP', 'Piyasa Takas Fiyatı', 'Market Clearing Price', 'electricity'), concept('GİF', 'GIF', 'Gün İçi Fiyatı', 'Intraday Price', 'natural-gas'), concept('KGÜP', 'FDPP', 'Kesinleşmiş Günlük Üretim Programı', 'Final Daily Production Program', 'electricity')],
  columns: [
    column('mcpTr', ['PTF (TL)'], ['MCP (TL)'], ['electricity'], 'Takas fiyatı.', 'The clearing price.', ['PTF']),
    column('smf', ['SMF'], ['SMP'], ['electricity'], 'Dengesizlik PTF ile karşılaştırılır.', 'Compared with the MCP.'),
    column('gasDay', ['Gaz günü'], ['Gas day'], ['natural-gas'], 'Gaz günü 08:00’de başlar.', 'The gas day starts at 08:00.'),
  ],
});
const names = (found: DictionaryItem[]) => found.map((i) => (i.kind === 'column' ? i.key : i.id));

describe('searchDictionary', () => {
  it('shows everything for an empty query, concepts first', () => {
    expect(names(searchDictionary(items, { text: '', market: 'all', kind: 'all' }))).toEqual(['KPTF', 'PTF', 'GİF', 'KGÜP', 'mcpTr', 'smf', 'gasDay']);
  });

  it('finds an acronym in either language: the exact one first, then names, then definitions', () => {
    expect(names(searchDictionary(items, { text: 'PTF', market: 'all', kind: 'all' }))).toEqual(['PTF', 'KPTF', 'mcpTr', 'smf']);
    expect(names(searchDictionary(items, { text: 'mcp', market: 'all', kind: 'all' }))).toEqual(['PTF', 'KPTF', 'mcpTr', 'smf']);
  });

  it('folds case and Turkish letters', () => {
    expect(names(searchDictionary(items, { text: 'kgup', market: 'all', kind: 'all' }))).toEqual(['KGÜP']);
    expect(names(searchDictionary(items, { text: 'GUN ici', market: 'all', kind: 'all' }))).toEqual(['GİF']);
    expect(names(searchDictionary(items, { text: 'gazgünü', market: 'all', kind: 'all' }))).toEqual([]);
  });

  it('finds a field name and a word only in a definition', () => {
    expect(names(searchDictionary(items, { text: 'gasday', market: 'all', kind: 'all' }))).toEqual(['gasDay']);
    expect(names(searchDictionary(items, { text: '08:00', market: 'all', kind: 'all' }))).toEqual(['gasDay']);
  });

  it('filters by market and kind', () => {
    expect(names(searchDictionary(items, { text: '', market: 'natural-gas', kind: 'all' }))).toEqual(['GİF', 'gasDay']);
    expect(names(searchDictionary(items, { text: 'fiyat', market: 'electricity', kind: 'concept' }))).toEqual(['PTF']);
  });
});
