// One row of a plan dataset (dpp, dpp-first-version, sbfgp, aic) from values by source: the catalogue's columns,
// `toplam` their sum, and the two stored-only parts of `diger` (asphaltite, waste heat) beside it.
import { PLAN_COLUMN_OF, PLAN_COLUMNS, PLAN_OTHER_PARTS, PLANNED_SOURCES } from './planCategories';
import type { SourceValues } from './sourcePlans';

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function planRow(values: SourceValues): Record<string, number> {
  const row: Record<string, number> = { toplam: 0 };
  for (const column of PLAN_COLUMNS) row[column] = 0;
  for (const part of Object.values(PLAN_OTHER_PARTS)) row[part] = 0;
  for (const source of PLANNED_SOURCES) {
    const v = values[source];
    row[PLAN_COLUMN_OF[source]]! += v;
    const part = PLAN_OTHER_PARTS[source];
    if (part) row[part]! += v;
  }
  for (const column of PLAN_COLUMNS) {
    row[column] = round2(row[column]!);
    row.toplam! += row[column]!;
  }
  row.toplam = round2(row.toplam!);
  return row;
}
