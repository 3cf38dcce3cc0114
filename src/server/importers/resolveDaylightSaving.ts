// Hours on the days Istanbul still changed clocks (before 2016-09-07). The operator always exported 24 slots a
// day: on the spring-forward day the hour after the gap is written twice (`02:00, 04:00, 04:00, 05:00`), the
// first standing in for the skipped 03:00 slot; on the fall-back day the 2015 exports simply have 24 rows.
// Rule (see README.md): the first of two adjacent repeated hours whose previous hour is missing is stored in
// that missing slot, so the day keeps its 24 source rows and its daily average is the source's. A repeated
// hour without a gap (a 25-row fall-back day) is merged into one row holding the mean of the two values.
// Anything else repeated is a duplicate timestamp and a problem.
import { PERMANENT_SUMMER_TIME_FROM } from './istanbulOffset';

const HOUR = 3_600_000;

export interface TimedRecord { line: number; ts: number; values: Record<string, number | string | null> }
export interface DaylightSavingResult { records: TimedRecord[]; notes: string[]; duplicates: { line: number; firstLine: number; ts: number }[] }

export function resolveDaylightSaving(input: readonly TimedRecord[]): DaylightSavingResult {
  const present = new Set(input.map((r) => r.ts));
  const records: TimedRecord[] = [];
  const notes: string[] = [];
  const duplicates: DaylightSavingResult['duplicates'] = [];
  const seen = new Map<number, TimedRecord>();
  for (const record of input) {
    const first = seen.get(record.ts);
    if (!first) {
      seen.set(record.ts, record);
      records.push({ ...record });
      continue;
    }
    const previous = records[records.length - 1]!;
    const adjacent = previous.line === first.line && previous.ts === record.ts;
    if (adjacent && record.ts < PERMANENT_SUMMER_TIME_FROM && !present.has(record.ts - HOUR)) {
      previous.ts = record.ts - HOUR;
      present.add(previous.ts);
      seen.set(previous.ts, previous);
      records.push({ ...record });
      notes.push(`line ${first.line}: repeated hour on a clock-change day stored in the skipped slot ${clock(previous.ts)}`);
    } else if (adjacent && record.ts < PERMANENT_SUMMER_TIME_FROM) {
      for (const [k, v] of Object.entries(record.values)) {
        const p = previous.values[k];
        if (typeof v === 'number' && typeof p === 'number') previous.values[k] = (p + v) / 2;
      }
      notes.push(`line ${record.line}: repeated hour ${clock(record.ts)} of a fall-back day merged with line ${first.line} (mean)`);
    } else {
      duplicates.push({ line: record.line, firstLine: first.line, ts: record.ts });
    }
  }
  return { records, notes, duplicates };
}

function clock(ts: number): string {
  return new Date(ts).toISOString().slice(0, 16).replace('T', ' ');
}
