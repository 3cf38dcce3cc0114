// Most services answer the hour of a row as text ("13:00"); a few type it as an integer (0–23) in their
// contract (the ancillary-service capacities). An `hour` column answers as its operation's catalogue types it,
// and reads the same on the page either way.
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { findOperation } from './catalogue';

/** Whether the descriptor's operation types this hour column's field as an integer. */
export function hourAnsweredAsNumber(descriptor: Pick<ReportDescriptor, 'api'>, column: ReportColumn): boolean {
  if (column.type !== 'hour') return false;
  const item = findOperation(descriptor.api.service, descriptor.api.path)?.items.find((f) => f.name === column.key);
  return item?.type.startsWith('integer') ?? false;
}
