// A report whose answer is one flat list (YEKDEM installed capacity) is written as the page shows it: one row per
// item of the list, one column per item field (engine/rows/unfoldList.ts, the page's own rules), in the order the
// items are answered (a sort naming the list is no order of its items). Any other input is written as it comes.
import type { ReportRow } from '../rows/reportRow';
import { unfoldedColumns, unfoldedDescriptor, unfoldedList, unfoldListRows } from '../rows/unfoldList';
import type { ExportInput } from './exportInput';

type Unfoldable = Pick<ExportInput, 'columns' | 'rows'> & Partial<Pick<ExportInput, 'sort' | 'report' | 'reportColumnCount' | 'inAnswerOrder'>>;

/**
 * The input with its list unfolded. Such a report answers a row per period (one month), so its rows are read
 * whole: the item columns' types depend on every value.
 */
export async function unfoldedExportInput<I extends Unfoldable>(input: I): Promise<I> {
  const list = unfoldedList(input);
  if (!list) return input;
  const rows: ReportRow[] = [];
  for await (const batch of input.rows) rows.push(...unfoldListRows(batch, list));
  const columns = unfoldedColumns(list, rows);
  return {
    ...input,
    columns,
    rows: [rows],
    reportColumnCount: columns.length,
    // Said instead of any sort the request names (that sort names the list, no order of its items).
    inAnswerOrder: true,
    ...(input.report ? { report: unfoldedDescriptor(input.report, rows) } : {}),
  };
}
