// The page's data-range limit (rangeType GUN/AY/YIL + rangeMaxValue) as the last end day a start allows.
import type { SpanLimit } from '../../../schemas/report.schema';
import { addDays, addMonths } from './isoDay';

/**
 * The last end day allowed from `start`: N days → start + N − 1 days; N months or years → the day before
 * the same date N months or years later (2024-02-29 + 1 year → 2025-02-28; 2024-01-01 + 1 month → 2024-01-31).
 */
export function spanEndLimit(start: string, limit: SpanLimit): string {
  switch (limit.unit) {
    case 'day':
      return addDays(start, limit.value - 1);
    case 'month':
      return addDays(addMonths(start, limit.value), -1);
    case 'year':
      return addDays(addMonths(start, limit.value * 12), -1);
  }
}
