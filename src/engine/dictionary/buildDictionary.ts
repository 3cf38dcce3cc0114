// The dictionary a reader sees: the entry files joined with the descriptors. A column's terms are the labels the
// reports give it, its units theirs, its "used by" list the reports (with their page ids) that show it; the
// entries add only the definitions and the concepts. Keys no entry defines come back in `missing`.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ColumnEntry, ConceptEntry, ConceptMarket, DictionaryEntryFiles, DictionaryMarket, LocalizedDefinition } from './dictionaryEntry';
import { descriptorMarket, isDashboardPath } from './descriptorMarket';

export interface DictionarySource { path: string; descriptor: ReportDescriptor }

/** One report that shows the column, with the label and unit it gives it. */
export interface ColumnUse {
  reportId: string;
  /** The report's page (menu id); none for a home-page dashboard. */
  pageId?: number;
  dashboard: boolean;
  titleTr: string;
  titleEn: string;
  labelTr: string;
  labelEn: string;
  unit?: string;
  /** The report's own definition (byReport), when the key means something else there. */
  definition?: LocalizedDefinition;
}

export interface DictionaryColumn {
  kind: 'column';
  key: string;
  markets: DictionaryMarket[];
  /** Distinct labels, most used first. */
  termsTr: string[];
  termsEn: string[];
  units: string[];
  tr: string;
  en: string;
  concepts: string[];
  uses: ColumnUse[];
}

export interface DictionaryConcept extends ConceptEntry {
  kind: 'concept';
  id: string;
  /** Column keys whose entries name this concept. */
  columns: string[];
}

export interface MissingEntry {
  key: string;
  reports: string[];
  /** The entry file the key belongs in (README.md). */
  file: string;
}

export interface Dictionary {
  columns: DictionaryColumn[];
  concepts: DictionaryConcept[];
  missing: MissingEntry[];
}

interface Gathered { uses: ColumnUse[]; markets: Set<DictionaryMarket>; dashboard: boolean }

function distinctByCount(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/** The file a key belongs in: one market's file, or shared.json for keys of both markets or of a dashboard. */
export function entryFileFor(markets: ReadonlySet<DictionaryMarket>, usedByDashboard: boolean): string {
  if (usedByDashboard || markets.size !== 1) return 'shared.json';
  return markets.has('natural-gas') ? 'natural-gas.json' : 'electricity.json';
}

/** Every column key of the descriptors with the reports that show it. */
export function gatherColumnUses(sources: readonly DictionarySource[]): Map<string, Gathered> {
  const byKey = new Map<string, Gathered>();
  for (const { path, descriptor } of sources) {
    const dashboard = isDashboardPath(path);
    const market = descriptorMarket(path, descriptor);
    for (const column of descriptor.columns) {
      const gathered = byKey.get(column.key) ?? { uses: [], markets: new Set<DictionaryMarket>(), dashboard: false };
      gathered.markets.add(market);
      gathered.dashboard ||= dashboard;
      gathered.uses.push({
        reportId: descriptor.id,
        ...(typeof descriptor.pageId === 'number' && !dashboard ? { pageId: descriptor.pageId } : {}),
        dashboard,
        titleTr: descriptor.title.tr,
        titleEn: descriptor.title.en,
        labelTr: column.label.tr,
        labelEn: column.label.en,
        ...(column.unit ? { unit: column.unit } : {}),
      });
      byKey.set(column.key, gathered);
    }
  }
  return byKey;
}

/** All column entries of every file in one map (a key in two files: the first file's, the check reports it). */
export function mergedColumnEntries(files: DictionaryEntryFiles['columnFiles']): Map<string, ColumnEntry> {
  const merged = new Map<string, ColumnEntry>();
  for (const name of Object.keys(files).sort()) {
    for (const [key, entry] of Object.entries(files[name]!)) if (!merged.has(key)) merged.set(key, entry);
  }
  return merged;
}

const byUse = (a: ColumnUse, b: ColumnUse) => Number(a.dashboard) - Number(b.dashboard) || a.titleEn.localeCompare(b.titleEn);

export function buildDictionary(entries: DictionaryEntryFiles, sources: readonly DictionarySource[]): Dictionary {
  const gathered = gatherColumnUses(sources);
  const columnEntries = mergedColumnEntries(entries.columnFiles);
  const columns: DictionaryColumn[] = [];
  const missing: MissingEntry[] = [];
  for (const [key, { uses, markets, dashboard }] of gathered) {
    const entry = columnEntries.get(key);
    if (!entry) {
      missing.push({ key, reports: uses.map((u) => u.reportId), file: entryFileFor(markets, dashboard) });
      continue;
    }
    const sortedUses = uses
      .map((use) => (entry.byReport?.[use.reportId] ? { ...use, definition: entry.byReport[use.reportId]! } : use))
      .sort(byUse);
    columns.push({
      kind: 'column',
      key,
      markets: (['electricity', 'natural-gas'] as const).filter((m) => markets.has(m)),
      termsTr: distinctByCount(uses.map((u) => u.labelTr)),
      termsEn: distinctByCount(uses.map((u) => u.labelEn)),
      units: distinctByCount(uses.flatMap((u) => (u.unit ? [u.unit] : []))),
      tr: entry.tr,
      en: entry.en,
      concepts: entry.concepts ?? [],
      uses: sortedUses,
    });
  }
  columns.sort((a, b) => a.key.localeCompare(b.key));
  const concepts: DictionaryConcept[] = Object.entries(entries.concepts)
    .map(([id, concept]) => ({ ...concept, kind: 'concept' as const, id, columns: columns.filter((c) => c.concepts.includes(id)).map((c) => c.key) }))
    .sort((a, b) => a.abbreviationTr.localeCompare(b.abbreviationTr, 'tr'));
  missing.sort((a, b) => a.file.localeCompare(b.file) || a.key.localeCompare(b.key));
  return { columns, concepts, missing };
}

/** A concept's markets as the market filter sees them. */
export function conceptMarkets(market: ConceptMarket): DictionaryMarket[] {
  return market === 'both' ? ['electricity', 'natural-gas'] : [market];
}
