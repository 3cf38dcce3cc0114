// The shape of a descriptor as `npm run new-report` writes it: a report page without its data binding, with
// empty texts where the analyst writes (the validator refuses empty texts, so none reaches the repository).
import type { LocalizedText } from '../../../../schemas/report.schema';

export type DraftRequestType = 'datetime' | 'string' | 'integer' | 'number' | 'boolean' | 'integerList' | 'stringList';
export interface DraftRequestField { type: DraftRequestType; required: boolean }

export type DraftColumnType = 'datetime' | 'date' | 'month' | 'hour' | 'number' | 'integer' | 'text';
export interface DraftColumn {
  key: string;
  type: DraftColumnType;
  label: LocalizedText;
  unit?: string;
  decimals?: number;
  hidden?: boolean;
  aggregates?: Array<'avg' | 'min' | 'max' | 'sum'>;
}

export type DraftFilter =
  | { widget: 'dateRange'; bind: string[]; default: string; presets?: string[]; maxSpan: { unit: 'day' | 'month' | 'year'; value: number }; granularity?: 'month' }
  | { widget: 'lookup'; bind: string; lookup: string; label: LocalizedText };

export interface DraftChart { type: string; x: string; series: string[]; choices: string[] }

export interface DraftDescriptor {
  $schema: string;
  schemaVersion: 1;
  id: string;
  pageId: number;
  menu: { parent: string; order: number };
  title: LocalizedText;
  description: LocalizedText;
  keywords: LocalizedText;
  api: {
    service: string;
    path: string;
    method?: 'GET';
    exportPath?: string;
    request: Record<string, DraftRequestField>;
    paged: boolean;
    summary?: { key: string; fields: Record<string, string> };
  };
  filters: DraftFilter[];
  columns: DraftColumn[];
  chart?: DraftChart;
  table?: { sort: { field: string; direction: 'ASC' } };
  export: Array<'xlsx' | 'csv' | 'pdf'>;
  publication?: string;
}

/** What the analyst must still do, printed by the script after writing the file. */
export type DraftNote = string;

/** A text the analyst writes: empty, so `npm run validate` names it until it is written. */
export const UNWRITTEN: LocalizedText = { tr: '', en: '' };
