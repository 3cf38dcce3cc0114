// A first chart for a new descriptor: the first time column across, the first price (or else the first
// numeric) column up; a line for prices and levels, columns for quantities that add up.
import { chartTypes } from '../../charts/chartTypes';
import type { DraftChart, DraftColumn } from './draftTypes';

const TIME_TYPES = new Set(['datetime', 'date', 'month']);

export function draftChart(columns: readonly DraftColumn[]): DraftChart | undefined {
  const x = columns.find((c) => TIME_TYPES.has(c.type));
  const numeric = columns.filter((c) => (c.type === 'number' || c.type === 'integer') && !c.hidden);
  const price = numeric.find((c) => c.unit?.includes('/'));
  const first = price ?? numeric[0];
  if (!x || !first) return undefined;
  const adds = first.aggregates?.includes('sum') === true;
  const choices = ['line', 'stepLine', 'simpleColumn'].filter((t) => t in chartTypes);
  const type = adds && 'simpleColumn' in chartTypes ? 'simpleColumn' : choices[0];
  if (!type) return undefined;
  return { type, x: x.key, series: [first.key], choices };
}
