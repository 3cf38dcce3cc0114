// A table of a report's rows over the period (with other reports' columns beside them), each cell written as
// the report page writes it; at a month step the time column names the month.
import type { ReportColumn } from '../../../../../schemas/report.schema';
import { formatCell } from '../../../../engine/format/formatCell';
import { formatMonth } from '../../../../engine/format/formatMonth';
import { headerText } from '../../../../engine/export/headerText';
import type { ReportRow } from '../../../../engine/rows/reportRow';
import type { BulletinLanguage } from '../../bulletinKinds';
import type { ReportTableSection, TableBlock } from '../bulletinModel';
import { bulletinText } from '../bulletinTexts';
import { joinedRows } from './joinedRows';
import type { SectionBuilder } from './sectionContext';

const isTime = (column: ReportColumn): boolean => column.type === 'date' || column.type === 'datetime';
const isNumber = (column: ReportColumn): boolean => column.type === 'number' || column.type === 'integer';

export function tableBlock(columns: readonly ReportColumn[], rows: readonly ReportRow[], language: BulletinLanguage, monthly: boolean): TableBlock {
  return {
    columns: columns.map((column) => ({
      // A month step's time column holds months, so its header loses the hour's time zone.
      label: monthly && isTime(column) ? column.label[language] : headerText(column, language),
      numeric: isNumber(column),
    })),
    rows: rows.map((row) => columns.map((column) => {
      const value = row[column.key] ?? null;
      if (monthly && isTime(column) && typeof value === 'string') return formatMonth(value, language);
      return formatCell(column, value, language);
    })),
  };
}

export const tableSection: SectionBuilder<ReportTableSection> = async (section, context) => {
  const { language } = context;
  const { descriptor, rows } = await joinedRows(section.report, section.join ?? [], section.resolution, context);
  const columns = section.columns.map((key) => {
    const column = descriptor.columns.find((c) => c.key === key);
    if (!column) throw new Error(`report "${section.report}" (with its joins) has no column "${key}"`);
    return column;
  });
  const heading = section.heading[language];
  const valued = rows.some((row) => columns.some((c) => !isTime(c) && row[c.key] !== null && row[c.key] !== undefined));
  if (!valued) return { heading, body: { kind: 'noData', message: `${bulletinText('noData', language)}.` } };
  return { heading, body: { kind: 'table', table: tableBlock(columns, rows, language, section.resolution === 'month') } };
};
