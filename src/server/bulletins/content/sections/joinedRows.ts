// A report's rows with columns of other reports beside them, matched on the time of the row (the hour, the day
// or the month at the step asked for): the MCP and the SMP of each hour in one table or chart. The result is
// read like one report: a descriptor whose columns are the base report's followed by the joined ones.
import type { ChartResolution, ReportColumn, ReportDescriptor } from '../../../../../schemas/report.schema';
import type { ReportRow } from '../../../../engine/rows/reportRow';
import type { JoinedReport } from '../bulletinModel';
import { timeColumn } from './figureText';
import type { SectionContext } from './sectionContext';

export interface JoinedRows { descriptor: ReportDescriptor; rows: ReportRow[] }

export async function joinedRows(reportId: string, join: readonly JoinedReport[], resolution: Exclude<ChartResolution, 'hour'> | undefined, context: SectionContext): Promise<JoinedRows> {
  const { frames, span } = context;
  const base = frames.descriptor(reportId);
  const baseTime = timeColumn(base);
  const rows = (await frames.result(reportId, span.range, resolution)).items.map((row) => ({ ...row }));
  const columns: ReportColumn[] = [...base.columns];
  for (const other of join) {
    const descriptor = frames.descriptor(other.report);
    const time = timeColumn(descriptor);
    if (!baseTime || !time) throw new Error(`bulletin join of "${other.report}" onto "${reportId}" needs a time column in both`);
    const byTime = new Map((await frames.result(other.report, span.range, resolution)).items.map((row) => [String(row[time.key]), row]));
    for (const key of other.columns) {
      const column = descriptor.columns.find((c) => c.key === key);
      if (!column) throw new Error(`report "${other.report}" has no column "${key}"`);
      if (columns.some((c) => c.key === key)) throw new Error(`bulletin join: column "${key}" of "${other.report}" is already taken`);
      columns.push(column);
    }
    for (const row of rows) {
      const match = byTime.get(String(row[baseTime.key]));
      for (const key of other.columns) row[key] = match?.[key] ?? null;
    }
  }
  return { descriptor: { ...base, columns }, rows };
}
