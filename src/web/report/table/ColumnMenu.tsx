// The column chooser: a button that unfolds a panel of checkboxes inside the table's toolbar, in the page's
// flow rather than floating over it, so it is inside the viewport at every width and never covers the
// table's headers. Closes on Escape (focus back on the button), a click outside, or focus leaving it.
import type { Column } from '@tanstack/react-table';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { useDismiss } from '../../shell/popover/useDismiss';
import type { reportTableFeatures } from './reportTableHook';

interface ColumnMenuProps {
  columns: Column<typeof reportTableFeatures, ReportRow, unknown>[];
  onShowAll: () => void;
}

export function ColumnMenu({ columns, onShowAll }: ColumnMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);
  const hiddenCount = columns.filter((column) => !column.getIsVisible()).length;

  return (
    <div ref={container} className="column-menu">
      <button
        ref={button}
        type="button"
        className="button button-small column-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('table.columnsHint')}
        onClick={() => setOpen((value) => !value)}
      >
        {t('table.columns')}
        {hiddenCount > 0 && <span className="badge">{t('table.hiddenCount', { count: hiddenCount })}</span>}
      </button>
      {open && (
        <fieldset id={panelId} className="column-menu-panel">
          <legend className="visually-hidden">{t('table.columnsHint')}</legend>
          <div className="column-menu-list">
            {columns.map((column) => (
              <label key={column.id} className="menu-check">
                <input type="checkbox" checked={column.getIsVisible()} disabled={!column.getCanHide()} onChange={column.getToggleVisibilityHandler()} />
                <span>{String(column.columnDef.header ?? column.id)}</span>
              </label>
            ))}
          </div>
          <div className="column-menu-actions">
            <button type="button" className="link-button" disabled={hiddenCount === 0} onClick={onShowAll}>
              {t('table.showAllColumns')}
            </button>
            <button type="button" className="button button-small" onClick={() => { close(); button.current?.focus(); }}>
              {t('table.done')}
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
