// The contract between the server's export route and the writers: the route turns a descriptor and a
// data request into an ExportInput; each writer turns it into one file.
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];

export interface ExportInput {
  /** Report title in the request's language. */
  title: string;
  /** The columns written, in order: the table's visible ones when the page asks, else every column. */
  columns: ReportColumn[];
  /** Batches, e.g. pages of a data-store cursor; writers never hold more than they must. */
  rows: AsyncIterable<ReportRow[]> | Iterable<ReportRow[]>;
  locale: Locale;
  generatedAt: Date;
  /** Lines under the title beyond the details every file states (exportDetails.ts). */
  notes: string[];
  /** Inclusive Istanbul days of the request's range, when it has one. */
  range?: { start: string; end: string };
  /** Where the rows come from: the simulated market or imported/synchronised real data. */
  source?: 'simulated' | 'real';
  /** The order the rows were written in (the table's sort); undefined: the report's own time order. */
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  /** The rows are in the order the operator answers them (an unfolded list's items), not in time order. */
  inAnswerOrder?: boolean;
  /** How many columns the report has, when `columns` is the reader's choice of fewer. */
  reportColumnCount?: number;
  /** PDF only: the report (its chart and columns), so the file can show the chart and the summary. */
  report?: ReportDescriptor;
  /** PDF only: the chart's rows at a readable step for a long range (the server's day, week or month rows). */
  chartRows?: ReportRow[];
  /** What a chart step means, shown beside the chart's heading ("daily averages"). */
  chartNote?: string;
}
