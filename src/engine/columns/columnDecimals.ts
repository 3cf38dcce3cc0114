// THE decimals rule, shared by the page, the chart tooltips, CSV, PDF and XLSX: a whole-number column has none;
// a number column shows its own `decimals`, else its unit's, else two.
import type { ReportColumn } from '../../../schemas/report.schema';
import { units } from '../units/units';

const DEFAULT_DECIMALS = 2;

export function columnDecimals(column: ReportColumn): number {
  if (column.type === 'integer') return 0;
  if (column.decimals !== undefined) return column.decimals;
  const unit = column.unit !== undefined && Object.hasOwn(units, column.unit) ? units[column.unit] : undefined;
  return unit?.decimals ?? DEFAULT_DECIMALS;
}
