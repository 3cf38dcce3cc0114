// A bulletin's figures come from the report pages themselves: each report is run through the same engine as
// its page (runReport) over the bulletin's days, with the page's fixed request values (region TR1), and every
// answer is kept for the rest of the render, since several sections read the same report.
import type { ChartResolution, ReportDescriptor } from '../../../../schemas/report.schema';
import { runReport, type ReportResult } from '../../reports/runReport';
import type { ReportRequest } from '../../reports/reportRequest';
import { dialectOf } from '../../store/sqlDialect';
import type { Store } from '../../store/store';
import type { DayRange } from './bulletinPeriod';

export interface ReportFrames {
  descriptor(reportId: string): ReportDescriptor;
  /** Every row of the report over the days (no page), with its summary block; at a coarser step when asked. */
  result(reportId: string, range: DayRange, resolution?: Exclude<ChartResolution, 'hour'>): Promise<ReportResult>;
  /** The reports read so far, in the order first read: the bulletin names them as its sources. */
  used(): ReportDescriptor[];
}

export function reportFrames(store: Store, reports: readonly ReportDescriptor[], now: Date): ReportFrames {
  const byId = new Map(reports.map((r) => [r.id, r]));
  const answers = new Map<string, Promise<ReportResult>>();
  const used = new Map<string, ReportDescriptor>();
  const dialect = dialectOf(store);
  const descriptor = (reportId: string): ReportDescriptor => {
    const found = byId.get(reportId);
    if (!found) throw new Error(`bulletin template names an unknown report "${reportId}"`);
    return found;
  };
  return {
    descriptor,
    result(reportId, range, resolution) {
      const report = descriptor(reportId);
      used.set(reportId, report);
      const key = `${reportId}|${range.start}|${range.end}|${resolution ?? ''}`;
      let answer = answers.get(key);
      if (!answer) {
        const request: ReportRequest = { range: { ...range }, values: fixedValues(report), ...(resolution ? { resolution } : {}) };
        answer = runReport(store, dialect, report, request, now, { paged: false });
        answers.set(key, answer);
      }
      return answer;
    },
    used: () => [...used.values()],
  };
}

/** The request values a page sends without the reader choosing them (a region fixed to TR1). */
function fixedValues(report: ReportDescriptor): ReportRequest['values'] {
  const values: ReportRequest['values'] = {};
  for (const [name, field] of Object.entries(report.api.request)) {
    if (typeof field.default === 'string' || typeof field.default === 'number') values[name] = field.default;
  }
  return values;
}
