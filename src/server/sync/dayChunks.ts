// Splits an inclusive day range into consecutive requests a route accepts: none longer than its span limit
// (maxSpan) nor than `maxDays`, so progress shows and one answer never grows too large.
import type { SpanLimit } from '../../../schemas/report.schema';
import { addDays } from '../../engine/request/isoDay';
import { spanEndLimit } from '../../engine/request/spanEndLimit';

export interface DayChunk { start: string; end: string }

export function dayChunks(since: string, until: string, limit: SpanLimit | undefined, maxDays = 31): DayChunk[] {
  const chunks: DayChunk[] = [];
  for (let start = since; start <= until;) {
    const byLimit = limit ? spanEndLimit(start, limit) : until;
    const end = [until, byLimit, addDays(start, maxDays - 1)].sort()[0]!;
    chunks.push({ start, end });
    start = addDays(end, 1);
  }
  return chunks;
}
