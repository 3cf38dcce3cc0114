// Reads an export's header: which column is the date, the hour, and which datasets (one or more: the old
// PTF-SMF export feeds both prices) the value columns belong to. Unknown columns are reported, not dropped.
import { DATE_NAMES, FIELD_ALIASES, HOUR_NAMES, IGNORED_COLUMNS, datasetIsPresent, type FieldAlias } from './columnAliases';
import { foldHeader } from './foldHeader';

export interface RecognizedTarget { dataset: string; columns: { alias: FieldAlias; index: number }[] }

export interface RecognizedColumns {
  dateIndex?: number;
  hourIndex?: number;
  targets: RecognizedTarget[];
  unknown: { index: number; name: string }[];
  duplicated: { index: number; name: string }[];
}

export function recognizeColumns(headers: readonly string[]): RecognizedColumns {
  const out: RecognizedColumns = { targets: [], unknown: [], duplicated: [] };
  const matched: { alias: FieldAlias; index: number }[] = [];
  const unmatched: { index: number; name: string }[] = [];
  headers.forEach((name, index) => {
    const key = foldHeader(name);
    if ((DATE_NAMES as readonly string[]).includes(key)) {
      // Some files repeat the date as the last column (pandas exports); the first one is read.
      if (out.dateIndex === undefined) out.dateIndex = index;
      return;
    }
    if ((HOUR_NAMES as readonly string[]).includes(key)) {
      if (out.hourIndex === undefined) out.hourIndex = index; else out.duplicated.push({ index, name });
      return;
    }
    const alias = FIELD_ALIASES.find((a) => a.names.includes(key));
    if (alias) {
      if (matched.some((m) => m.alias === alias)) out.duplicated.push({ index, name }); else matched.push({ alias, index });
      return;
    }
    if (!IGNORED_COLUMNS.some((re) => re.test(key))) unmatched.push({ index, name });
  });
  const datasets = [...new Set(matched.map((m) => m.alias.dataset))];
  for (const dataset of datasets) {
    const columns = matched.filter((m) => m.alias.dataset === dataset);
    if (datasetIsPresent(dataset, new Set(columns.map((c) => c.alias.field)))) out.targets.push({ dataset, columns });
    else unmatched.push(...columns.map((c) => ({ index: c.index, name: headers[c.index]! })));
  }
  out.unknown = unmatched.sort((a, b) => a.index - b.index);
  return out;
}
