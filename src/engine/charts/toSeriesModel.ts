// Rows → chart series, independent of how they are drawn: which columns become series, one series per
// group value when chart.groupBy is set, x values aligned across series (stacking needs the same x in
// every series), and which y axis (unit) each series belongs to.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { ChartInput } from './chartType';
import { seriesColor } from './palette';
import { isTimeColumn, rowTime } from './rowTime';
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
}

export interface ChartModel {
  xKind: 'time' | 'category';
  xColumn: ReportColumn;
  x: XValue[];
  /** Category labels already formatted, for category axes. */
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

export function toSeriesModel({ descriptor, rows, locale, theme }: ChartInput): ChartModel {
  const chart = descriptor.chart ?? { type: 'line', x: descriptor.columns[0]!.key, series: [] };
  const columns = descriptor.columns;
  const xColumn = findColumn(columns, chart.x);
  const xKind = isTimeColumn(xColumn) ? 'time' : 'category';
  const seriesColumns = chart.series.map((key) => findColumn(columns, key));
  const groupColumn = chart.groupBy ? findColumn(columns, chart.groupBy) : undefined;

  const xOf = (row: (typeof rows)[number]): XValue | null => {
    if (xKind === 'time') return rowTime(row, xColumn, columns);
    const raw = row[xColumn.key];
    return raw === null || raw === undefined ? null : String(raw);
  };

  // Distinct x values in order; time sorted ascending, categories in first-seen order.
  const xIndex = new Map<XValue, number>();
  const x: XValue[] = [];
  for (const row of rows) {
    const value = xOf(row);
    if (value !== null && !xIndex.has(value)) {
      xIndex.set(value, x.length);
      x.push(value);
    }
  }
  if (xKind === 'time') {
    x.sort((a, b) => (a as number) - (b as number));
    x.forEach((value, i) => xIndex.set(value, i));
  }

  const axisUnits: (string | undefined)[] = [];
  const axisOf = (column: ReportColumn): number => {
    let index = axisUnits.indexOf(column.unit);
    if (index === -1 && axisUnits.length < 2) index = axisUnits.push(column.unit) - 1;
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
        name,
        shortName: groupName === null ? label : seriesColumns.length === 1 ? groupName : `${groupName} · ${label}`,
        color: seriesColor(group === null ? column.key : `group:${group}`, series.length, theme),
        column,
        yAxisIndex: axisOf(column),
        values: arrays[i] ?? [],
      });
    });
  }

  const xLabels = xKind === 'category' ? x.map((value) => formatCell(xColumn, value, locale)) : [];
  return { xKind, xColumn, x, xLabels, series, axisUnits: axisUnits.length > 0 ? axisUnits : [undefined] };
}

function distinctGroups(rows: ChartInput['rows'], key: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) seen.add(String(row[key] ?? ''));
  return [...seen].sort((a, b) => a.localeCompare(b, 'tr'));
}
