// Searching the dictionary: every word of the query must occur (case and Turkish letters folded, so "kgup" finds
// KGÜP and "ptf" finds PTF) in an entry's key, terms, abbreviations or definitions, in either language. The
// market and kind filters narrow first; an exact key or abbreviation comes first, then matches on the key, an
// abbreviation or a term, then matches found only in a definition. Each item's text is folded once
// (`toSearchItems`), so typing stays cheap.
import { conceptMarkets, type Dictionary, type DictionaryColumn, type DictionaryConcept } from './buildDictionary';
import type { DictionaryMarket } from './dictionaryEntry';

export type DictionaryItem = DictionaryColumn | DictionaryConcept;
export type MarketFilter = DictionaryMarket | 'all';
export type KindFilter = 'column' | 'concept' | 'all';

export interface SearchItem {
  item: DictionaryItem;
  markets: DictionaryMarket[];
  /** Key, abbreviations and terms, folded. */
  names: string;
  /** The definitions, folded. */
  definitions: string;
  /** Key, id and abbreviations, folded: a query equal to one of them puts the item first. */
  exact: Set<string>;
}

export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replaceAll('ı', 'i');
}

function namesOf(item: DictionaryItem): string[] {
  if (item.kind === 'column') return [item.key, ...item.termsTr, ...item.termsEn, ...item.concepts];
  return [item.id, item.abbreviationTr, item.abbreviationEn, item.termTr, item.termEn];
}

function definitionsOf(item: DictionaryItem): string[] {
  const own = [item.tr, item.en];
  return item.kind === 'column' ? [...own, ...item.uses.flatMap((u) => (u.definition ? [u.definition.tr, u.definition.en] : []))] : own;
}

/** Concepts first (they are few and name the markets' vocabulary), then the columns, as the dictionary orders them. */
export function toSearchItems(dictionary: Pick<Dictionary, 'columns' | 'concepts'>): SearchItem[] {
  return [...dictionary.concepts, ...dictionary.columns].map((item) => ({
    item,
    markets: item.kind === 'column' ? item.markets : conceptMarkets(item.market),
    names: foldForSearch(namesOf(item).join(' \u0001 ')),
    definitions: foldForSearch(definitionsOf(item).join(' \u0001 ')),
    exact: new Set((item.kind === 'column' ? [item.key] : [item.id, item.abbreviationTr, item.abbreviationEn]).map(foldForSearch)),
  }));
}

export interface DictionaryQuery { text: string; market: MarketFilter; kind: KindFilter }

export function searchDictionary(items: readonly SearchItem[], { text, market, kind }: DictionaryQuery): DictionaryItem[] {
  const folded = foldForSearch(text).trim();
  const words = folded.split(/\s+/).filter(Boolean);
  const exact: DictionaryItem[] = [];
  const byName: DictionaryItem[] = [];
  const byDefinition: DictionaryItem[] = [];
  for (const entry of items) {
    if (kind !== 'all' && entry.item.kind !== kind) continue;
    if (market !== 'all' && !entry.markets.includes(market)) continue;
    if (entry.exact.has(folded)) exact.push(entry.item);
    else if (words.length === 0 || words.every((w) => entry.names.includes(w))) byName.push(entry.item);
    else if (words.every((w) => entry.names.includes(w) || entry.definitions.includes(w))) byDefinition.push(entry.item);
  }
  return [...exact, ...byName, ...byDefinition];
}
