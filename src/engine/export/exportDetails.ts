// What every XLSX and PDF states about itself under its title, in the reader's language: the range, the
// time zone, where the units are, the source (simulated or real), when the data was retrieved, the order of
// the rows and which columns it holds. A file passed on without the page must still say what it is.
import { isCalendarColumn } from '../columns/columnTypes';
import type { Locale } from '../locale/locale';
import type { ExportInput } from './exportInput';
import { columnsText, exportTexts } from './exportTexts';
import { generatedAtText } from './generatedAtText';
import { headerText } from './headerText';

export interface ExportDetail {
  label: string;
  value: string;
}


const day = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

export function exportDetails(input: Omit<ExportInput, 'rows'>): ExportDetail[] {
  const { locale, columns } = input;
  const text = (key: keyof typeof exportTexts): string => exportTexts[key][locale];
  const details: ExportDetail[] = [];
  if (input.range) details.push({ label: text('range'), value: `${day(input.range.start)} – ${day(input.range.end)}` });
  details.push({ label: text('timeZone'), value: text('timeZoneValue') });
  if (columns.some((c) => c.unit)) details.push({ label: text('units'), value: `${unitList(input, locale)} (${text('unitsValue')})` });
  if (input.source) details.push({ label: text('source'), value: text(input.source) });
  details.push({ label: text('generatedAt'), value: generatedAtText(input.generatedAt, locale, { bare: true }) });
  details.push({ label: text('order'), value: orderText(input, locale) });
  details.push({ label: text('columns'), value: columnsText(columns.map((c) => headerText(c, locale)), input.reportColumnCount, locale) });
  return details;
}

export function detailLine(detail: ExportDetail): string {
  return `${detail.label}: ${detail.value}`;
}

function unitList(input: Omit<ExportInput, 'rows'>, locale: Locale): string {
  const seen = new Set<string>();
  for (const column of input.columns) {
    if (column.unit) seen.add(headerText(column, locale).replace(/^.*\(([^()]*)\)$/, '$1'));
  }
  return [...seen].join(', ');
}

function orderText(input: Omit<ExportInput, 'rows'>, locale: Locale): string {
  if (input.inAnswerOrder) return exportTexts.answerOrder[locale];
  const sort = input.sort;
  const column = sort ? input.columns.find((c) => c.key === sort.field) ?? input.report?.columns.find((c) => c.key === sort.field) : undefined;
  if (!sort || !column) return exportTexts.timeOrder[locale];
  if (isCalendarColumn(column)) return exportTexts[sort.direction === 'ASC' ? 'timeOrder' : 'timeOrderNewest'][locale];
  return `${headerText(column, locale)}, ${exportTexts[sort.direction === 'ASC' ? 'ascending' : 'descending'][locale]}`;
}
