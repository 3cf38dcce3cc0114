// The contract between the server's export route and the writers: the route turns a descriptor and a
// data request into an ExportInput; each writer turns it into one file.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];

export interface ExportInput {
  /** Report title in the request's language. */
  title: string;
  /** Visible order; hidden columns are included too (descriptors promise them in exports). */
  columns: ReportColumn[];
  /** Batches, e.g. pages of a data-store cursor; writers never hold more than they must. */
  rows: AsyncIterable<ReportRow[]> | Iterable<ReportRow[]>;
  locale: Locale;
  generatedAt: Date;
  /** Lines under the title: the date range, "Simulated data" when the data is simulated, ... */
  notes: string[];
}

export interface ExportFile {
  contentType: string;
  extension: string;
  body: Buffer;
}
