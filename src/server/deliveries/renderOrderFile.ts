// An order's file for one period: the report's rows for those days, read as the report's own route reads them,
// written by the export writers the export route uses (CSV or XLSX), in the language the order was saved in.
import { exportFileName } from '../../engine/export/exportFileName';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { runReport } from '../reports/runReport';
import { writeExport } from '../exports/writers/writeExport';
import type { OrderInput } from './orderInput';
import type { OrderableReports } from './reportBody';

export interface OrderFile { fileName: string; contentType: string; body: Buffer; rows: number }

export interface RenderContext { store: Store; dialect: SqlDialect; reports: OrderableReports; simulated: boolean }

export async function renderOrderFile(context: RenderContext, order: OrderInput, days: { start: string; end: string }, at: Date): Promise<OrderFile> {
  const descriptor = context.reports.get(order.reportId);
  if (!descriptor) throw new Error(`the report ${order.reportId} is no longer served`);
  const request = context.reports.request(order.reportId, order.filters, days, order.language);
  const result = await runReport(context.store, context.dialect, descriptor, request, at, { paged: false, summary: false });
  const file = await writeExport(order.format, {
    title: descriptor.title[order.language], columns: descriptor.columns, rows: [result.items], locale: order.language,
    generatedAt: at, notes: [], range: days, source: context.simulated ? 'simulated' : 'real',
  });
  return { fileName: exportFileName(descriptor.id, days.start, days.end, order.format), contentType: file.contentType, body: file.body, rows: result.items.length };
}
