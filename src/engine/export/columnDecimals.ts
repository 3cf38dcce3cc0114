// How many decimals a number column shows: the column's own choice, else its unit's, else a plain default.
import type { ReportColumn } from '../../../schemas/report.schema';
import { units } from '../units/units';

const DEFAULT_DECIMALS = 2;

export function columnDecimals(column: ReportColumn): number {
  if (column.decimals !== undefined) return column.decimals;
  if (column.type === 'integer') return 0;
  const unit = column.unit === undefined ? undefined : units[column.unit];
  return unit ? unit.decimals : DEFAULT_DECIMALS;
}
