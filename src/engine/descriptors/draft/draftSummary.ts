// api.summary of a new descriptor: the catalogue's summary block, each field an expression over a column read
// from the field's name (priceAvg → avg(price), volumeTotal → sum(volume)). Fields whose column cannot be
// told are listed for the analyst.
import type { CatalogueOperation } from '../../catalogue/catalogue';
import type { DraftColumn, DraftNote } from './draftTypes';

const SUMMARY_KEYS = ['statistic', 'statistics', 'totals', 'statisticsDto'];
const SUFFIXES: ReadonlyArray<[RegExp, string]> = [
  [/^(.+?)(WeightedAvg|WeightedAverage)$/, 'wavg'],
  [/^(.+?)(Avg|Average|Ort|Ortalama)$/, 'avg'],
  [/^(.+?)(Min|Minimum)$/, 'min'],
  [/^(.+?)(Max|Maximum)$/, 'max'],
  [/^(.+?)(Total|Sum|Toplam)$/, 'sum'],
  [/^(.+?)(Count)$/, 'count'],
];

export interface DraftedSummary { summary?: { key: string; fields: Record<string, string> }; notes: DraftNote[] }

/**
 * The column a summary field's stem names: the same name, the same ignoring case, or the longest column name
 * the stem starts with (positiveImbalanceQuantity → positiveImbalance).
 */
function columnFor(stem: string, columns: readonly string[]): string | undefined {
  const lower = stem.toLowerCase();
  return columns.find((c) => c === stem) ?? columns.find((c) => c.toLowerCase() === lower)
    ?? columns.filter((c) => lower.startsWith(c.toLowerCase())).sort((a, b) => b.length - a.length)[0];
}

export function draftSummary(op: CatalogueOperation, draftColumns: readonly DraftColumn[], weightColumn?: string): DraftedSummary {
  const columns = draftColumns.filter((c) => c.type === 'number' || c.type === 'integer').map((c) => c.key);
  const adds = new Set(draftColumns.filter((c) => c.aggregates?.includes('sum')).map((c) => c.key));
  const key = SUMMARY_KEYS.find((k) => op.summary[k] !== undefined);
  if (!key) return { notes: [] };
  const notes: DraftNote[] = [];
  const fields: Record<string, string> = {};
  for (const name of op.summary[key]!) {
    // A field named like a quantity column is its total over the request.
    if (adds.has(name)) { fields[name] = `sum(${name})`; continue; }
    const match = SUFFIXES.map(([pattern, fn]) => [pattern.exec(name), fn] as const).find(([m]) => m !== null);
    const column = match ? columnFor(match[0]![1]!, columns) : undefined;
    if (!match || !column) { notes.push(`summary field ${key}.${name}: write its expression (no column named after it)`); continue; }
    const fn = match[1];
    if (fn === 'wavg') {
      if (weightColumn) fields[name] = `wavg(${column}, ${weightColumn})`;
      else notes.push(`summary field ${key}.${name}: a weighted average; write wavg(${column}, <weight column>)`);
    } else fields[name] = `${fn}(${column})`;
  }
  return { summary: Object.keys(fields).length > 0 ? { key, fields } : undefined, notes };
}
