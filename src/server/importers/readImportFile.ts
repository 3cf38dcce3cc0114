// Turns one export (CSV or XLSX) into rows for each dataset it feeds, or a list of problems. Nothing here touches
// the store, so the calibration report reads the real files with the same code.
import { readFile } from 'node:fs/promises';
import { findDataset, type DatasetDefinition } from '../datasets/datasets';
import type { InsertRow } from '../store/store';
import { decodeBytes } from './decodeBytes';
import type { ImportProblem } from './importProblem';
import { parseCsv, type SheetRow } from './parseCsv';
import { parseDirection } from './parseDirection';
import { detectNumberFormat, parseNumber } from './parseNumber';
import { combineDateAndHour, parseDateTime } from './parseTimestamp';
import { readXlsx } from './readXlsx';
import { recognizeColumns } from './recognizeColumns';
import { resolveDaylightSaving, type TimedRecord } from './resolveDaylightSaving';

export interface DatasetRows { dataset: DatasetDefinition; rows: InsertRow[]; lines: number[]; firstTs: number; lastTs: number }

export interface ReadImportResult {
  file: string;
  targets: DatasetRows[];
  problems: ImportProblem[];
  notes: string[];
  /** Set when the header names no dataset: the columns found. */
  unmapped?: string[];
}

/** Why a file cannot be opened, in one line (no stack trace for a mistyped name). */
function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? 'no such file'
    : code === 'EISDIR' ? 'is a directory, not a file'
      : code === 'EACCES' || code === 'EPERM' ? 'cannot be read (permission denied)'
        : `cannot be read (${(error as Error).message})`;
}

export async function readImportFile(path: string): Promise<ReadImportResult> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    return { file: path, targets: [], notes: [], problems: [{ file: path, line: 0, reason: unreadable(error) }] };
  }
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip || /\.xlsx$/i.test(path)) {
    try {
      return readImportTable(path, await readXlsx(bytes));
    } catch (error) {
      return { file: path, targets: [], notes: [], problems: [{ file: path, line: 0, reason: `not a readable XLSX file: ${(error as Error).message}` }] };
    }
  }
  return readImportTable(path, parseCsv(decodeBytes(bytes).text));
}

export function readImportTable(file: string, table: readonly SheetRow[]): ReadImportResult {
  const problems: ImportProblem[] = [];
  const problem = (line: number, reason: string) => problems.push({ file, line, reason });
  const result: ReadImportResult = { file, targets: [], problems, notes: [] };
  // XLSX exports may start with a title row or two: the header is the first row naming a dataset.
  const headerAt = Math.max(0, table.slice(0, 10).findIndex((r) => recognizeColumns(r.cells).targets.length > 0));
  const [header, ...body] = table.slice(headerAt);
  if (!header) { problem(0, 'the file is empty'); return result; }

  const columns = recognizeColumns(header.cells);
  if (columns.targets.length === 0) {
    result.unmapped = header.cells.map((c) => c.replace(/^\ufeff/, ''));
    problem(header.line, `maps to no dataset (columns: ${result.unmapped.join(', ')})`);
    return result;
  }
  for (const u of columns.unknown) problem(header.line, `unknown column "${u.name}" (column ${u.index + 1})`);
  for (const d of columns.duplicated) problem(header.line, `column "${d.name}" appears twice (column ${d.index + 1})`);
  if (columns.dateIndex === undefined) problem(header.line, 'missing column: date (Tarih / Date)');
  const definitions = columns.targets.map((t) => findDataset(t.dataset)!);
  const hourly = definitions.some((d) => d.grain === 'hour');
  const firstDate = body[0] && columns.dateIndex !== undefined ? parseDateTime(body[0].cells[columns.dateIndex] ?? '') : undefined;
  if (hourly && columns.hourIndex === undefined && firstDate && !firstDate.hasTime) problem(header.line, 'missing column: hour (Saat / Hour)');
  if (problems.length > 0) return result;

  const valueColumns = columns.targets.flatMap((t) => t.columns.filter((c) => c.alias.field !== 'direction'));
  const format = detectNumberFormat(body.flatMap((r) => valueColumns.map((c) => r.cells[c.index] ?? '')));

  const records: TimedRecord[] = [];
  for (const row of body) {
    if (row.cells.length !== header.cells.length) {
      problem(row.line, `expected ${header.cells.length} fields, found ${row.cells.length}`);
      continue;
    }
    const dateCell = row.cells[columns.dateIndex!]!;
    const hourCell = columns.hourIndex === undefined ? undefined : row.cells[columns.hourIndex];
    const ts = combineDateAndHour(dateCell, hourCell);
    if (ts === undefined) { problem(row.line, `unreadable date/time "${[dateCell, hourCell].filter((x) => x !== undefined).join(' ')}"`); continue; }
    if (hourly && ts % 3_600_000 !== 0) { problem(row.line, `time is not on the hour: "${hourCell ?? dateCell}"`); continue; }
    if (!hourly && ts % 86_400_000 !== 0) { problem(row.line, `a daily value must fall on midnight, not "${dateCell}"`); continue; }
    const values: TimedRecord['values'] = {};
    let ok = true;
    for (const target of columns.targets) {
      for (const { alias, index } of target.columns) {
        const cell = row.cells[index]!;
        const key = `${target.dataset}/${alias.field}`;
        if (alias.field === 'direction') {
          if (cell.trim() === '') { values[key] = null; continue; }
          if (!parseDirection(cell)) { problem(row.line, `unreadable system direction "${cell}" in column "${header.cells[index]}"`); ok = false; }
          values[key] = cell;
          continue;
        }
        const n = parseNumber(cell, format);
        if (n === undefined) { problem(row.line, `unreadable number "${cell}" in column "${header.cells[index]}"`); ok = false; } else if (n === null && !alias.optional) { problem(row.line, `empty value in column "${header.cells[index]}"`); ok = false; }
        values[key] = n ?? null;
      }
    }
    if (ok) records.push({ line: row.line, ts, values });
  }

  const resolved = hourly ? resolveDaylightSaving(records) : noDaylightSaving(records);
  result.notes.push(...resolved.notes);
  for (const d of resolved.duplicates) problem(d.line, `duplicate timestamp ${new Date(d.ts).toISOString().slice(0, 16).replace('T', ' ')} (also on line ${d.firstLine})`);
  problems.sort((a, b) => a.line - b.line);
  if (problems.length > 0 || resolved.records.length === 0) {
    if (problems.length === 0) problem(0, 'the file has a header but no rows');
    return result;
  }
  result.targets = columns.targets.map((t, i) => toDatasetRows(definitions[i]!, t.columns.map((c) => c.alias.field), resolved.records));
  return result;
}

function noDaylightSaving(records: TimedRecord[]): ReturnType<typeof resolveDaylightSaving> {
  const first = new Map<number, number>();
  const duplicates: { line: number; firstLine: number; ts: number }[] = [];
  for (const r of records) {
    const f = first.get(r.ts);
    if (f === undefined) first.set(r.ts, r.line); else duplicates.push({ line: r.line, firstLine: f, ts: r.ts });
  }
  return { records, notes: [], duplicates };
}

function toDatasetRows(dataset: DatasetDefinition, present: string[], records: TimedRecord[]): DatasetRows {
  const rows: InsertRow[] = [];
  const lines: number[] = [];
  const value = (r: TimedRecord, field: string) => (present.includes(field) ? (r.values[`${dataset.id}/${field}`] as number | null) : null);
  for (const r of records) {
    const row: InsertRow = { ts: r.ts };
    if (dataset.id === 'bpm.smp') {
      row.region = 'TR1';
      row.systemMarginalPrice = value(r, 'systemMarginalPrice');
      const text = r.values['bpm.smp/direction'];
      const direction = typeof text === 'string' ? parseDirection(text) : undefined;
      row.smpDirectionId = direction?.smpDirectionId ?? null;
      row.systemDirection = direction?.systemDirection ?? null;
    } else {
      for (const f of dataset.fields) row[f.name] = value(r, f.name);
      if (dataset.id === 'generation.realtime' && !present.includes('total')) {
        // The rollup's total is the sum of every source, net imports included (as the operator's "Toplam").
        row.total = dataset.fields.reduce((sum, f) => sum + (f.name === 'total' ? 0 : Number(row[f.name] ?? 0)), 0);
      }
    }
    rows.push(row);
    lines.push(r.line);
  }
  let firstTs = Number.POSITIVE_INFINITY;
  let lastTs = Number.NEGATIVE_INFINITY;
  for (const r of records) { firstTs = Math.min(firstTs, r.ts); lastTs = Math.max(lastTs, r.ts); }
  return { dataset, rows, lines, firstTs, lastTs };
}
