import type { SpanLimit } from '../../../schemas/report.schema';
import { spanEndLimit } from './spanEndLimit';

/** True when the inclusive range `start`..`end` (YYYY-MM-DD) is longer than `limit` allows. */
export function spanLimitExceeded(start: string, end: string, limit: SpanLimit): boolean {
  // ISO days compare correctly as strings.
  return end > spanEndLimit(start, limit);
}
