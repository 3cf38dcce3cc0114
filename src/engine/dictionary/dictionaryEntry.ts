// The shapes of the dictionary's entry files (README.md): a column entry holds the definition of one column key,
// a concept entry one acronym of either market. Everything else a reader sees comes from the descriptors.

export type DictionaryMarket = 'electricity' | 'natural-gas';
export type ConceptMarket = DictionaryMarket | 'both';

export interface LocalizedDefinition { tr: string; en: string }

export interface ColumnEntry extends LocalizedDefinition {
  /** Ids of concepts.json the column is an instance of. */
  concepts?: string[];
  /** A report's own definition, where the key means something else there. */
  byReport?: Record<string, LocalizedDefinition>;
}

export interface ConceptEntry extends LocalizedDefinition {
  market: ConceptMarket;
  abbreviationTr: string;
  abbreviationEn: string;
  termTr: string;
  termEn: string;
}

/** The column entry files by name (`shared.json`, …), and the concepts. */
export interface DictionaryEntryFiles {
  columnFiles: Record<string, Record<string, ColumnEntry>>;
  concepts: Record<string, ConceptEntry>;
}

/** The files that hold column entries; a key used in one market only belongs in that market's file. */
export const COLUMN_ENTRY_FILE = { shared: 'shared.json', electricity: 'electricity.json', 'natural-gas': 'natural-gas.json' } as const;
export const CONCEPT_FILE = 'concepts.json';
export const ENTRIES_FOLDER = 'src/engine/dictionary/entries';
