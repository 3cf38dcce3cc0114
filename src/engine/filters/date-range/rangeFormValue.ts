// A date range is one form value, `start/end` (ISO 8601 interval notation), or `start/end/preset` when a quick
// range chose it (the range then stays relative in links), so each date filter is one form field.
import type { DatePreset } from '../../../../schemas/report.schema';
import { datePresets as DATE_PRESETS } from '../../../../schemas/reportConstants';

export function joinRange(start: string | number | undefined, end: string | number | undefined, preset?: DatePreset): string {
  return `${start ?? ''}/${end ?? ''}${preset ? `/${preset}` : ''}`;
}

function isPreset(value: string | undefined): value is DatePreset {
  return value !== undefined && (DATE_PRESETS as readonly string[]).includes(value);
}

export function splitRange(value: unknown): { start: string; end: string; preset?: DatePreset } {
  const [start = '', end = '', preset] = typeof value === 'string' ? value.split('/') : [];
  return isPreset(preset) ? { start, end, preset } : { start, end };
}
