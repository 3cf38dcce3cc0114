// The summary of the applied range: cards when it has one kind of aggregate (totals by source), a small
// table when it has several, folded into one compact card per column on a narrow screen. A month still in
// progress among the rows is said, since its figures cover only the days published so far.
import { useTranslation } from '../../i18n/useTranslation';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { isPartialPeriod, periodColumnKey } from '../../../engine/summary/partialPeriod';
import { formatMonth } from '../../../engine/format/formatMonth';
import { useViewport } from '../../shell/viewport/useViewport';
import { columnHeader } from '../../../engine/format/columnHeader';
import { formatCell } from '../../../engine/format/formatCell';
import { formatNumber } from '../../../engine/format/formatNumber';
import { unitLabel } from '../../../engine/format/unitLabel';
import type { SummaryOp } from '../../../engine/summary/parseSummaryExpression';
import { useLocale } from '../../i18n/useLocale';
import { toSummaryMatrix, type SummaryRow } from './toSummaryMatrix';

interface SummaryBlockProps {
  descriptor: ReportDescriptor;
  response: Record<string, unknown>;
  rows: readonly ReportRow[];
  now: Date;
}

export function SummaryBlock({ descriptor, response, rows, now }: SummaryBlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { narrow } = useViewport();
  const matrix = toSummaryMatrix(descriptor, response, rows);
  if (!matrix || matrix.rows.length === 0) return null;
  const periodKey = periodColumnKey(descriptor);
  const partial = periodKey ? rows.find((row) => isPartialPeriod(descriptor, row, now)) : undefined;
  const partialMonth = partial && periodKey ? formatMonth(String(partial[periodKey]), locale) : undefined;

  const value = (row: SummaryRow, op: SummaryOp, withUnit: boolean) => {
    const raw = row.values[op];
    if (raw === undefined) return '';
    if (raw === null) return '–';
    if (op === 'count') return formatNumber(raw, locale, { decimals: 0 });
    const unit = withUnit && row.column.unit ? ` ${unitLabel(row.column.unit, locale)}` : '';
    return formatCell(row.column, raw, locale) + unit;
  };
  // "Total Total" reads badly: a column already named like the aggregate keeps its own name.
  const cardLabel = (row: SummaryRow, op: SummaryOp) => {
    const label = row.column.label[locale];
    return label.toLocaleLowerCase(locale) === t(`summary.ops.${op}`).toLocaleLowerCase(locale) ? label : t(`summary.${op}`, { label });
  };
  const weightNote = (row: SummaryRow) =>
    row.weight ? t('summary.weightedBy', { label: typeof row.weight === 'string' ? row.weight : row.weight.label[locale] }) : undefined;

  return (
    <section className="panel summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="panel-title">
        {t('report.summaryTitle')}
      </h2>
      {partialMonth && <p className="summary-note">{t('summary.partialPeriod', { month: partialMonth })}</p>}
      {matrix.ops.length === 1 ? (
        <dl className="summary-cards">
          {matrix.rows.map((row) => {
            const op = matrix.ops[0]!;
            return (
              <div key={row.field} className="summary-card">
                <dt title={op === 'wavg' ? weightNote(row) : undefined}>{cardLabel(row, op)}</dt>
                <dd>{value(row, op, true)}</dd>
              </div>
            );
          })}
        </dl>
      ) : narrow ? (
        <dl className="summary-cards summary-cards-compact">
          {matrix.rows.map((row) => (
            <div key={row.field} className="summary-card">
              <dt>{columnHeader(row.column, locale)}</dt>
              {matrix.ops.map((op) =>
                row.values[op] === undefined ? null : (
                  <dd key={op} title={op === 'wavg' ? weightNote(row) : undefined}>
                    <span className="summary-op">{t(`summary.ops.${op}`)}</span> <span className="num">{value(row, op, false)}</span>
                  </dd>
                ),
              )}
            </div>
          ))}
        </dl>
      ) : (
        <div className="summary-table-wrap" tabIndex={0} role="region" aria-label={t('summary.table')}>
          <table className="summary-table">
            <thead>
              <tr>
                <td />
                {matrix.ops.map((op) => (
                  <th key={op} scope="col">
                    {t(`summary.ops.${op}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{columnHeader(row.column, locale)}</th>
                  {matrix.ops.map((op) => (
                    <td key={op} className="num" title={op === 'wavg' ? weightNote(row) : undefined}>
                      {value(row, op, false)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
