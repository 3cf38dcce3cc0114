// The page's summary block as a small CSV: one row per column, one column per aggregate the page shows
// (average, minimum, maximum, total...), numbers plain and with the column's decimals as in the table's CSV,
// the separator and decimal mark of the reader's language, the unit in its own column.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { BYTE_ORDER_MARK, toCsvField } from '../../engine/export/csvField';
import { toNumberText } from '../../engine/export/numberText';
import { unitLabel } from '../../engine/format/unitLabel';
import type { Locale } from '../../engine/locale/locale';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { SummaryOp } from '../../engine/summary/parseSummaryExpression';
import { toSummaryMatrix } from '../report/summary/toSummaryMatrix';
import { pageBundleText } from '../i18n/pageBundleText';

const SEPARATOR: Record<Locale, string> = { tr: ';', en: ',' };
const LINE_END = '\r\n';
const DEFAULT_DECIMALS = 2;

/** Undefined when the page shows no summary for this view. */
export function summaryCsv(descriptor: ReportDescriptor, response: Record<string, unknown>, rows: readonly ReportRow[], locale: Locale): string | undefined {
  const matrix = toSummaryMatrix(descriptor, response, rows);
  if (!matrix || matrix.rows.length === 0) return undefined;
  const text = pageBundleText[locale];
  const separator = SEPARATOR[locale];
  const line = (fields: string[]) => fields.map((field) => toCsvField(field, separator)).join(separator) + LINE_END;
  const opName = (op: SummaryOp) => text[`summary_${op}`];
  let csv = BYTE_ORDER_MARK + line([text.summaryColumn, text.summaryUnit, ...matrix.ops.map(opName)]);
  for (const row of matrix.rows) {
    const decimals = row.column.decimals ?? DEFAULT_DECIMALS;
    const cells = matrix.ops.map((op) => {
      const value = row.values[op];
      if (value === undefined || value === null) return '';
      return toNumberText(value, op === 'count' ? 0 : decimals, locale, 'plain');
    });
    csv += line([row.column.label[locale], row.column.unit ? unitLabel(row.column.unit, locale) : '', ...cells]);
  }
  return csv;
}
