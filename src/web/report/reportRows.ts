// The rows of a report's answer as the page shows them: its `items`; a bare array answered as it is; and a flat
// answer (YEKDEM installed capacity: `{installedCapacities: [...]}`, the catalogue's item fields at the top) as its
// one row, the answer's keys being the columns.
import type { ReportRow } from '../../engine/rows/reportRow';

export function reportRows(answer: unknown): ReportRow[] | undefined {
  if (answer === undefined || answer === null) return undefined;
  if (Array.isArray(answer)) return answer as ReportRow[];
  const items = (answer as { items?: unknown }).items;
  if (Array.isArray(items)) return items as ReportRow[];
  return typeof answer === 'object' ? [answer as ReportRow] : [];
}
