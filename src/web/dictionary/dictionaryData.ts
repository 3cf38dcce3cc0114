// The dictionary's data, built into this page's own lazy chunk: the entry files and, from every descriptor, only
// the parts the dictionary shows (id, title, columns, data binding; JSON named imports, so the rest of each
// descriptor stays out of the bundle; every descriptor has these four). Joined once, on first use. A report's
// page comes from the reader's menu, by report id.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { buildDictionary, type Dictionary, type DictionarySource } from '../../engine/dictionary/buildDictionary';
import type { ColumnEntry, ConceptEntry, DictionaryEntryFiles } from '../../engine/dictionary/dictionaryEntry';
import { toSearchItems, type SearchItem } from '../../engine/dictionary/searchDictionary';

// Globs must be literal: the same pattern, once per part.
const ids = import.meta.glob<string>(['../../../reports/**/*.json', '!../../../reports/menu-groups.json'], { eager: true, import: 'id' });
const titles = import.meta.glob<ReportDescriptor['title']>(['../../../reports/**/*.json', '!../../../reports/menu-groups.json'], { eager: true, import: 'title' });
const columns = import.meta.glob<ReportDescriptor['columns']>(['../../../reports/**/*.json', '!../../../reports/menu-groups.json'], { eager: true, import: 'columns' });
const bindings = import.meta.glob<ReportDescriptor['data']>(['../../../reports/**/*.json', '!../../../reports/menu-groups.json'], { eager: true, import: 'data' });
const entryFiles = import.meta.glob<Record<string, unknown>>('../../engine/dictionary/entries/*.json', { eager: true, import: 'default' });

function entriesOf(): DictionaryEntryFiles {
  const byName = Object.fromEntries(Object.entries(entryFiles).map(([path, json]) => [path.slice(path.lastIndexOf('/') + 1), json]));
  const { 'concepts.json': concepts = {}, ...columnFiles } = byName;
  return { columnFiles: columnFiles as Record<string, Record<string, ColumnEntry>>, concepts: concepts as Record<string, ConceptEntry> };
}

function sourcesOf(): DictionarySource[] {
  return Object.keys(ids).flatMap((path) => {
    const id = ids[path];
    const cols = columns[path];
    const title = titles[path];
    if (!id || !cols || !title) return [];
    const descriptor = { id, title, columns: cols, data: bindings[path] } as ReportDescriptor;
    return [{ path: path.replace(/^(\.\.\/)+/, ''), descriptor }];
  });
}

let built: { dictionary: Dictionary; items: SearchItem[] } | undefined;

export function dictionaryData(): { dictionary: Dictionary; items: SearchItem[] } {
  if (!built) {
    const dictionary = buildDictionary(entriesOf(), sourcesOf());
    built = { dictionary, items: toSearchItems(dictionary) };
  }
  return built;
}
