// Rows → chart series, independent of how they are drawn: which columns become series, one series per
// group value when chart.groupBy is set, x values aligned across series (stacking needs the same x in
// every series), and which y axis (unit) each series belongs to. A comparison period (a week or a year
// earlier) is moved forward onto the current period's times and becomes one more series per column.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { ChartInput, ComparisonShift } from './chartType';
import { seriesColor } from './palette';
import { isTimeColumn, rowTime } from './rowTime';
import { columnTypeOf } from '../columns/columnTypes';
import { columnHeader } from '../format/columnHeader';
import { formatCell } from '../format/formatCell';

export type XValue = number | string;

export interface SeriesModel {
  id: string;
  /** Legend name: label with unit (and group). */
  name: string;
  /** Tooltip name: the value beside it already carries the unit. */
  shortName: string;
  color: string;
  column: ReportColumn;
  /** 0 = left axis, 1 = right axis (a second unit). */
  yAxisIndex: number;
  /** One value per entry of ChartModel.x; null where the row is missing. */
  values: (number | null)[];
  /** With chart.groupBy: the group value the series draws (a dam, an hour). */
  group?: string;
  /** Set on a comparison series: the same column one week or one year earlier. */
  comparison?: ComparisonShift;
}

export const comparisonLabels: Record<ComparisonShift, { tr: string; en: string }> = {
  week: { tr: '1 hafta önce', en: '1 week earlier' },
  year: { tr: '1 yıl önce', en: '1 year earlier' },
};

/** A wall-clock time moved forward by the comparison shift: a week, or the same calendar day a year on. */
export function shiftForward(ms: number, shift: ComparisonShift): number {
  if (shift === 'week') return ms + 7 * 86_400_000;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

export interface ChartModel {
  /** A time axis, a number axis (a price or a quantity, e.g. supply and demand curves) or categories. */
  xKind: 'time' | 'value' | 'category';
  xColumn: ReportColumn;
  x: XValue[];
  /** x values already formatted, for category and number axes (tooltips, labels). */
  xLabels: string[];
  series: SeriesModel[];
  /** Unit ids of the y axes, left first; undefined when the columns have no unit. */
  axisUnits: (string | undefined)[];
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function findColumn(columns: readonly ReportColumn[], key: string): ReportColumn {
  const column = columns.find((c) => c.key === key);
  // Descriptor validation guarantees chart keys name real columns; a stub keeps a broken one drawable.
  return column ?? { key, type: 'number', label: { tr: key, en: key }, hidden: false };
}

export interface SeriesModelOptions {
  /** How many y axes (one per unit) the chart may have: two by default, left and right. */
  maxAxes?: number;
}

export function toSeriesModel({ descriptor, rows, locale, theme, comparison: wanted }: ChartInput, options: SeriesModelOptions = {}): ChartModel {
  const maxAxes = options.maxAxes ?? 2;
  const chart = descriptor.chart ?? { type: 'line', x: descriptor.columns[0]!.key, series: [] };
  const columns = descriptor.columns;
  const xColumn = findColumn(columns, chart.x);
  const xKind = isTimeColumn(xColumn) ? 'time' : columnTypeOf(xColumn).numeric ? 'value' : 'category';
  const seriesColumns = chart.series.map((key) => findColumn(columns, key));
  const groupColumn = chart.groupBy ? findColumn(columns, chart.groupBy) : undefined;

  const xOf = (row: (typeof rows)[number]): XValue | null => {
    if (xKind === 'time') return rowTime(row, xColumn, columns);
    const raw = row[xColumn.key];
    if (raw === null || raw === undefined) return null;
    if (xKind === 'value') return Number.isFinite(Number(raw)) ? Number(raw) : null;
    return String(raw);
  };
  const comparison = wanted && xKind === 'time' && !groupColumn ? wanted : undefined;
  const comparedXOf = (row: (typeof rows)[number]): number | null => {
    const ms = rowTime(row, xColumn, columns);
    return ms === null || !comparison ? null : shiftForward(ms, comparison.shift);
  };

  // Distinct x values in order; times and numbers sorted ascending, categories in first-seen order.
  const xIndex = new Map<XValue, number>();
  const x: XValue[] = [];
  const addX = (value: XValue | null) => {
    if (value !== null && !xIndex.has(value)) {
      xIndex.set(value, x.length);
      x.push(value);
    }
  };
  for (const row of rows) addX(xOf(row));
  // Only the earlier period's times that fall in the current one: the chart stays on the chosen range.
  const [first, last] = comparison ? [Math.min(...(x as number[])), Math.max(...(x as number[]))] : [0, 0];
  for (const row of comparison?.rows ?? []) {
    const at = comparedXOf(row);
    if (at !== null && at >= first && at <= last) addX(at);
  }
  if (xKind !== 'category') {
    x.sort((a, b) => (a as number) - (b as number));
    x.forEach((value, i) => xIndex.set(value, i));
  }

  const axisUnits: (string | undefined)[] = [];
  const axisOf = (column: ReportColumn): number => {
    let index = axisUnits.indexOf(column.unit);
    if (index === -1 && axisUnits.length < maxAxes) index = axisUnits.push(column.unit) - 1;
    return Math.max(index, 0);
  };

  // One pass over the rows fills every series: a year of hourly rows times many groups stays cheap.
  const groups: (string | null)[] = groupColumn ? distinctGroups(rows, groupColumn.key) : [null];
  const valuesByGroup = new Map<string | null, (number | null)[][]>(
    groups.map((group) => [group, seriesColumns.map(() => new Array<number | null>(x.length).fill(null))]),
  );
  for (const row of rows) {
    const xValue = xOf(row);
    const at = xValue === null ? undefined : xIndex.get(xValue);
    if (at === undefined) continue;
    const arrays = valuesByGroup.get(groupColumn ? String(row[groupColumn.key] ?? '') : null);
    seriesColumns.forEach((column, i) => {
      const target = arrays?.[i];
      if (target) target[at] = toNumber(row[column.key]);
    });
  }

  const series: SeriesModel[] = [];
  for (const group of groups) {
    const arrays = valuesByGroup.get(group) ?? [];
    seriesColumns.forEach((column, i) => {
      const groupName = group === null || !groupColumn ? null : formatCell(groupColumn, group, locale);
      const name =
        groupName === null
          ? columnHeader(column, locale)
          : seriesColumns.length === 1
            ? groupName
            : `${groupName} · ${columnHeader(column, locale)}`;
      const label = column.label[locale];
      series.push({
        id: group === null ? column.key : `${group}:${column.key}`,
        ...(group === null ? {} : { group }),
        name,
        shortName: groupName === null ? label : seriesColumns.length === 1 ? groupName : `${groupName} · ${label}`,
        color: seriesColor(group === null ? column.color : undefined, series.length, theme),
        column,
        yAxisIndex: axisOf(column),
        values: arrays[i] ?? [],
      });
    });
  }

  if (comparison) {
    seriesColumns.forEach((column) => {
      const values = new Array<number | null>(x.length).fill(null);
      for (const row of comparison.rows) {
        const at = xIndex.get(comparedXOf(row) ?? Number.NaN);
        if (at !== undefined) values[at] = toNumber(row[column.key]);
      }
      const base = series.find((s) => s.column === column);
      const suffix = comparisonLabels[comparison.shift][locale];
      series.push({
        id: `${comparison.shift}:${column.key}`,
        name: `${base?.name ?? columnHeader(column, locale)} · ${suffix}`,
        shortName: `${column.label[locale]} · ${suffix}`,
        color: base?.color ?? seriesColor(column.color, series.length, theme),
        column,
        yAxisIndex: base?.yAxisIndex ?? 0,
        values,
        comparison: comparison.shift,
      });
    });
  }

  const xLabels = xKind !== 'time' ? x.map((value) => formatCell(xColumn, value, locale)) : [];
  return { xKind, xColumn, x, xLabels, series, axisUnits: axisUnits.length > 0 ? axisUnits : [undefined] };
}

function distinctGroups(rows: ChartInput['rows'], key: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) seen.add(String(row[key] ?? ''));
  return [...seen].sort((a, b) => a.localeCompare(b, 'tr'));
}
