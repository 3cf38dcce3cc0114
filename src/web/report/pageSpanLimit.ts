// The data-range limit in force on a page: the administrator's setting from get-page-settings
// (rangeType GUN/AY/YIL and rangeMaxValue) when present, else the descriptor's maxSpan.
import type { SpanLimit } from '../../../schemas/report.schema';
import type { PageSettings } from '../api/pageApi';

const RANGE_UNITS: Record<string, SpanLimit['unit']> = { GUN: 'day', AY: 'month', YIL: 'year' };

export function pageSpanLimit(descriptorLimit: SpanLimit | undefined, settings: PageSettings | undefined): SpanLimit | undefined {
  const unit = settings?.rangeType ? RANGE_UNITS[settings.rangeType] : undefined;
  const value = settings?.rangeMaxValue;
  if (unit && typeof value === 'number' && Number.isInteger(value) && value > 0) return { unit, value };
  return descriptorLimit;
}
