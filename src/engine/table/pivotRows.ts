// The COLUMN layout of a table (shown as "Matrix"): one value column spread across hours or across the members of a text column,
// the way an analyst lays a day of prices out in a spreadsheet (a row per day, a column per hour) or compares
// plants side by side (a row per time, a column per plant). The LIST layout is the rows as the service sends
// them. Pure: the page draws the result with the same table, so formats, units and totals stay the same.
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { compareTurkish } from '../format/compareTurkish';
import type { CellValue, ReportRow } from '../rows/reportRow';

/** Across what the value is spread: the hours of a day, or the members of a text column (its key). */
export type PivotAcross = 'hour' | string;

export interface PivotChoice {
  /** The numeric column whose values fill the cells. */
  value: string;
  across: PivotAcross;
}

export interface PivotOptions {
  values: string[];
  across: PivotAcross[];
}

/** More members than this would make a table no one can read: the layout is not offered. */
export const MAX_PIVOT_MEMBERS = 60;

const TIME_TYPES = new Set(['date', 'datetime', 'month']);

/** What the COLUMN layout can spread for a report; empty `across` when the report has nothing to spread. */
export function pivotOptions(descriptor: Pick<ReportDescriptor, 'columns' | 'chart'>): PivotOptions {
  const values = descriptor.columns.filter((c) => (c.type === 'number' || c.type === 'integer') && !c.valueLabels && c.aggregates?.length !== 0).map((c) => c.key);
  const time = timeColumn(descriptor.columns);
  if (!time || values.length === 0) return { values: [], across: [] };
  const across: PivotAcross[] = [];
  if (hourSource(descriptor.columns)) across.push('hour');
  const groupBy = descriptor.chart?.groupBy;
  if (groupBy && descriptor.columns.some((c) => c.key === groupBy && c.type === 'text')) across.push(groupBy);
  return { values, across };
}

/** The pivoted table: its columns (the row's time, one per member, then the row's total or average) and rows. */
export function pivotRows(columns: readonly ReportColumn[], rows: readonly ReportRow[], choice: PivotChoice): { columns: ReportColumn[]; rows: ReportRow[] } {
  const value = columns.find((c) => c.key === choice.value);
  const time = timeColumn(columns);
  if (!value || !time) return { columns: [...columns], rows: [...rows] };
  const byHour = choice.across === 'hour';
  const hour = byHour ? hourSource(columns) : undefined;
  const member = byHour ? undefined : columns.find((c) => c.key === choice.across);
  // A row of the pivot is a day when spreading hours, else the row's own time (and its hour, if it has one).
  const hourColumn = byHour ? undefined : columns.find((c) => c.type === 'hour');
  const keyOf = (row: ReportRow): string => byHour ? dayOf(row[time.key]) : `${String(row[time.key] ?? '')}|${hourColumn ? String(row[hourColumn.key] ?? '') : ''}`;

  const members: string[] = [];
  const memberKey = new Map<string, string>();
  const out = new Map<string, ReportRow>();
  for (const row of rows) {
    const name = byHour ? hourOf(row, hour!) : textOf(row[member!.key]);
    if (name === undefined) continue;
    if (!memberKey.has(name)) {
      memberKey.set(name, byHour ? `h${name.slice(0, 2)}` : `m${memberKey.size}`);
      members.push(name);
    }
    const key = keyOf(row);
    let target = out.get(key);
    if (!target) {
      target = { [time.key]: byHour ? startOfDay(row[time.key]) : row[time.key] ?? null };
      if (hourColumn) target[hourColumn.key] = row[hourColumn.key] ?? null;
      out.set(key, target);
    }
    target[memberKey.get(name)!] = row[value.key] ?? null;
  }
  if (byHour) members.sort();
  else members.sort(compareTurkish);
  if (members.length === 0 || members.length > MAX_PIVOT_MEMBERS) return { columns: [...columns], rows: [...rows] };

  const adds = value.aggregates?.includes('sum') ?? false;
  const across: ReportColumn[] = members.map((name) => ({
    key: memberKey.get(name)!, type: value.type, label: { tr: name, en: name }, hidden: false,
    ...(value.unit ? { unit: value.unit } : {}), ...(value.decimals !== undefined ? { decimals: value.decimals } : {}), ...(value.aggregates ? { aggregates: value.aggregates } : {}),
  }));
  const rowSummary: ReportColumn = {
    key: 'pivotRowSummary', type: 'number', hidden: false,
    label: adds ? { tr: `${value.label.tr}: toplam`, en: `${value.label.en}: total` } : { tr: `${value.label.tr}: ortalama`, en: `${value.label.en}: average` },
    ...(value.unit ? { unit: value.unit } : {}), ...(value.decimals !== undefined ? { decimals: value.decimals } : {}), ...(value.aggregates ? { aggregates: value.aggregates } : {}),
  };
  const pivoted = [...out.values()].map((row) => {
    const numbers = across.map((c) => row[c.key]).filter((v): v is number => typeof v === 'number');
    const total = numbers.reduce((sum, v) => sum + v, 0);
    return { ...row, [rowSummary.key]: numbers.length === 0 ? null : adds ? total : total / numbers.length };
  });
  const timeColumns = [byHour ? { ...time, type: time.type === 'month' ? 'month' as const : 'date' as const } : time, ...(hourColumn ? [hourColumn] : [])];
  return { columns: [...timeColumns, ...across, rowSummary], rows: pivoted };
}

function timeColumn(columns: readonly ReportColumn[]): ReportColumn | undefined {
  return columns.find((c) => TIME_TYPES.has(c.type));
}

/** Where a row's hour is read: an hour column, else a datetime column's clock. */
function hourSource(columns: readonly ReportColumn[]): ReportColumn | undefined {
  return columns.find((c) => c.type === 'hour') ?? columns.find((c) => c.type === 'datetime');
}

/** "HH:00" of a row, read from the digits (never through a time zone); undefined when the row has none. */
function hourOf(row: ReportRow, source: ReportColumn): string | undefined {
  const raw = row[source.key];
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < 24) return `${String(raw).padStart(2, '0')}:00`;
  if (typeof raw !== 'string') return undefined;
  const match = source.type === 'hour' ? /^(\d{1,2}):?(\d{2})?/.exec(raw) : /T(\d{2}):(\d{2})/.exec(raw);
  if (!match) return undefined;
  return `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
}

function dayOf(value: CellValue | undefined): string {
  return typeof value === 'string' ? value.slice(0, 10) : String(value ?? '');
}

/** The row's time at the start of its day, in the ISO form the service uses. */
function startOfDay(value: CellValue | undefined): CellValue {
  if (typeof value !== 'string' || value.length < 10) return value ?? null;
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(value)?.[1] ?? '+03:00';
  return `${value.slice(0, 10)}T00:00:00${offset}`;
}

function textOf(value: CellValue | undefined): string | undefined {
  if (value === null || value === undefined || typeof value === 'object') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}
