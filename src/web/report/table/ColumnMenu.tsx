import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../engine/rows/reportRow';
import type { reportTableFeatures } from './reportTableHook';

interface ColumnMenuProps {
  columns: Column<typeof reportTableFeatures, ReportRow, unknown>[];
}

/** A disclosure (details/summary: keyboard and screen-reader friendly as is) listing every column with a checkbox. */
export function ColumnMenu({ columns }: ColumnMenuProps) {
  const { t } = useTranslation();
  return (
    <details className="menu">
      <summary className="button button-small" title={t('table.columnsHint')}>
        {t('table.columns')}
      </summary>
      <fieldset className="menu-popover">
        <legend className="visually-hidden">{t('table.columnsHint')}</legend>
        {columns.map((column) => (
          <label key={column.id} className="menu-check">
            <input
              type="checkbox"
              checked={column.getIsVisible()}
              disabled={!column.getCanHide()}
              onChange={column.getToggleVisibilityHandler()}
            />
            <span>{String(column.columnDef.header ?? column.id)}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
