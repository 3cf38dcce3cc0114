// Test helper for the writers: the ExportInput the server's export route builds for a page
// (src/server/reports/registerReportRoutes.ts), with deterministic hourly rows. Only tests import this.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';
import { hourlyRows } from '../testing/reportRows';
import type { ExportInput } from './exportInput';

/** Rows in batches of `size`, the way a data-store cursor hands them over. */
export function* inBatches(rows: readonly ReportRow[], size = 1_000): Generator<ReportRow[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The page's title and columns, 48 hourly rows from 2024-01-01 (override `rows` for others), generated 29.07.2024 14:05. */
export function exportInputFor(descriptor: ReportDescriptor, locale: Locale, overrides: Partial<ExportInput> = {}): ExportInput {
  return {
    title: descriptor.title[locale],
    columns: descriptor.columns,
    rows: inBatches(hourlyRows(48, descriptor.columns)),
    locale,
    generatedAt: new Date('2024-07-29T11:05:00Z'),
    notes: [],
    range: { start: '2024-01-01', end: '2024-01-02' },
    source: 'simulated',
    ...overrides,
  };
}
