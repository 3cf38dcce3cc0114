// A list's columns as a file must carry them, resolved against the report page that shows the list: the header
// title in each language is the page's column title with its unit ("Kurulu güç (MW)"), the cell type follows
// the column's type (a text column with value labels takes one of them), and the stored field is the column's
// `field` (else its key) in the list's dataset.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { units } from '../../../engine/units/units';
import { findDataset, type DatasetDefinition, type FieldType } from '../../datasets/datasets';
import { foldHeader } from '../../importers/foldHeader';
import type { UploadList } from './uploadLists';

export type CellType = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'choice';

export interface Choice { code: string; tr: string; en: string }

export interface ResolvedColumn {
  key: string;
  field: string;
  storeType: FieldType;
  type: CellType;
  required: boolean;
  titleTr: string;
  titleEn: string;
  choices: readonly Choice[];
  openChoices: boolean;
  /** Folded header names the column is recognised by: both titles, both labels without the unit, the field name. */
  names: readonly string[];
}

export interface ResolvedList {
  list: UploadList;
  descriptor: ReportDescriptor;
  dataset: DatasetDefinition;
  columns: readonly ResolvedColumn[];
  keyColumns: readonly ResolvedColumn[];
}

const CELL_TYPES: Readonly<Record<string, CellType>> = { text: 'text', number: 'number', integer: 'integer', boolean: 'boolean', date: 'date' };

export function resolveList(list: UploadList, reports: readonly ReportDescriptor[]): ResolvedList {
  const descriptor = reports.find((d) => d.id === list.reportId);
  const dataset = findDataset(list.dataset);
  if (!descriptor || !dataset) throw new Error(`upload list ${list.id}: no report ${list.reportId} or dataset ${list.dataset}`);
  const stored = new Map([...dataset.dimensions, ...dataset.fields].map((f) => [f.name, f]));
  const columns = list.columns.map((entry): ResolvedColumn => {
    const column = descriptor.columns.find((c) => c.key === entry.column);
    if (!column) throw new Error(`upload list ${list.id}: report ${list.reportId} has no column ${entry.column}`);
    const field = column.field ?? column.key;
    const storedField = stored.get(field);
    const cellType = CELL_TYPES[column.type];
    if (!storedField || !cellType) throw new Error(`upload list ${list.id}: column ${entry.column} has no stored field or an unsupported type`);
    const unit = column.unit ? units[column.unit]?.label : undefined;
    const titleTr = unit ? `${column.label.tr} (${unit.tr})` : column.label.tr;
    const titleEn = unit ? `${column.label.en} (${unit.en})` : column.label.en;
    const choices = Object.entries(column.valueLabels ?? {}).map(([code, label]) => ({ code, tr: label.tr, en: label.en }));
    return {
      key: column.key, field, storeType: storedField.type, type: choices.length > 0 ? 'choice' : cellType, required: entry.required,
      titleTr, titleEn, choices, openChoices: entry.openChoices ?? false,
      names: [...new Set([titleTr, titleEn, column.label.tr, column.label.en, field].map(foldHeader))],
    };
  });
  const keyColumns = list.key.map((k) => columns.find((c) => c.key === k)!);
  return { list, descriptor, dataset, columns, keyColumns };
}

/** The column's title in a language. */
export const titleOf = (column: ResolvedColumn, locale: 'tr' | 'en'): string => (locale === 'tr' ? column.titleTr : column.titleEn);
