// The rows of a report's answer as the page shows them: its `items`; a bare array answered as it is; and a flat
// answer, one object with the catalogue's item fields at the top. When that object's only field is a list of
// objects (YEKDEM installed capacity) the list's items are the rows, shown with one column per item field
// (unfoldedDescriptor); any other flat answer is its one row, the answer's keys being the columns. The unfolding
// rules live in engine/rows/unfoldList.ts, shared with the export files.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../../engine/rows/reportRow';
import { unfoldedList, unfoldListRows } from '../../engine/rows/unfoldList';

export { unfoldedDescriptor, unfoldedList } from '../../engine/rows/unfoldList';

type WithColumns = Pick<ReportDescriptor, 'columns'>;

export function reportRows(answer: unknown, descriptor?: WithColumns): ReportRow[] | undefined {
  if (answer === undefined || answer === null) return undefined;
  if (Array.isArray(answer)) return answer as ReportRow[];
  if (typeof answer !== 'object') return [];
  const items = (answer as { items?: unknown }).items;
  if (Array.isArray(items)) return items as ReportRow[];
  const list = descriptor ? unfoldedList(descriptor) : undefined;
  if (list) return unfoldListRows([answer as ReportRow], list);
  return [answer as ReportRow];
}
