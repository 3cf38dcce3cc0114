// A PDF's chart over a long range is drawn from the rows at the step the page would open on (a year of hours
// as days), computed by the same query as the data route's `resolution`, so the printed chart stays readable.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { chartResolutions, defaultResolution, nativeResolution, seriesAggregate } from '../../engine/charts/chartResolutions';
import { chartStepText } from '../../engine/export/exportTexts';
import type { Locale } from '../../engine/locale/locale';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { ReportRequest } from '../reports/reportRequest';
import { runReport } from '../reports/runReport';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';

const DAY_MS = 86_400_000;

/** Undefined when the report's own rows are readable as they are (a short range, no step switch). */
export async function pdfChartRows(store: Store, dialect: SqlDialect, descriptor: ReportDescriptor, request: ReportRequest, at: Date, locale: Locale): Promise<{ rows: ReportRow[]; note: string } | undefined> {
  const steps = chartResolutions(descriptor);
  if (!request.range || steps.length === 0) return undefined;
  const days = (Date.parse(request.range.end) - Date.parse(request.range.start)) / DAY_MS + 1;
  const step = defaultResolution(steps, days);
  if (!step || step === 'hour' || step === nativeResolution(descriptor)) return undefined;
  const stepped = await runReport(store, dialect, descriptor, { range: request.range, values: request.values, resolution: step }, at, { paged: false });
  const aggregate = seriesAggregate(descriptor);
  return { rows: stepped.items, note: aggregate ? chartStepText(step, aggregate, locale) : '' };
}
