// The column types whose table cell is drawn rather than written: yes/no with a check mark, a nested list as an
// expandable count. Every other type's cell is its formatted text (toTableColumns.ts).
import type { ComponentType } from 'react';
import type { ReportColumn } from '../../../../../schemas/report.schema';
import type { ColumnType } from '../../../../engine/columns/columnType';
import type { Locale } from '../../../../engine/locale/locale';
import type { CellValue } from '../../../../engine/rows/reportRow';
import { BooleanCell } from './BooleanCell';
import { ListCell } from './ListCell';

export interface DrawnCellProps {
  column: ReportColumn;
  value: CellValue;
  locale: Locale;
}

export const drawnCells: Partial<Record<ColumnType, ComponentType<DrawnCellProps>>> = {
  boolean: BooleanCell,
  list: ListCell,
};
