// The data table: every row of the range (a year of hours is 8,784 rows), drawn through a virtualizer
// so only the visible rows are in the DOM. Sorting by header click, column visibility, and row selection
// whose total and average stay pinned at the bottom.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { formatCell } from '../../../engine/format/formatCell';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { selectionStats } from '../../../engine/summary/selectionStats';
import { useLocale } from '../../i18n/useLocale';
import { ColumnMenu } from './ColumnMenu';
import { useAppTable } from './reportTableHook';
import { columnTemplate } from './columnTemplate';
import { isNumericColumn, toTableColumns } from './toTableColumns';

const ROW_HEIGHT = 32;

interface ReportTableProps {
  descriptor: ReportDescriptor;
  rows: ReportRow[];
}

export function ReportTable({ descriptor, rows }: ReportTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(() => toTableColumns(descriptor, locale), [descriptor, locale]);
  const byKey = useMemo(() => new Map(descriptor.columns.map((c) => [c.key, c])), [descriptor]);
  const initialState = useMemo(
    () => ({
      sorting: descriptor.table?.sort ? [{ id: descriptor.table.sort.field, desc: descriptor.table.sort.direction === 'DESC' }] : [],
      columnVisibility: Object.fromEntries(descriptor.columns.filter((c) => c.hidden).map((c) => [c.key, false])),
    }),
    [descriptor],
  );
  const table = useAppTable({ columns, data: rows, initialState, getRowId: (_row, index) => String(index) });

  const tableRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // happy-dom and the first server paint have no layout: start with a screenful of rows.
    initialRect: { width: 1000, height: 600 },
  });

  const virtualItems = virtualizer.getVirtualItems();
  const visibleColumns = table.getVisibleLeafColumns();
  const { template, minWidthRem } = columnTemplate(visibleColumns.map((c) => byKey.get(c.id)!));

  const selected = table.getSelectedRowModel().rows;
  const numericKeys = visibleColumns.map((c) => c.id).filter((id) => isNumericColumn(byKey.get(id)!));
  const stats = selected.length > 0 ? selectionStats(selected.map((r) => r.original), numericKeys) : null;
  const firstTextColumn = visibleColumns.find((c) => !isNumericColumn(byKey.get(c.id)!))?.id;

  const footerRow = (kind: 'total' | 'average') => (
    <tr className="selection-row">
      <td />
      {visibleColumns.map((column) => {
        const descriptorColumn = byKey.get(column.id)!;
        const value = stats?.[kind][column.id];
        return (
          <td key={column.id} className={isNumericColumn(descriptorColumn) ? 'num' : undefined}>
            {column.id === firstTextColumn
              ? t(kind === 'total' ? 'table.total' : 'table.average')
              : value === undefined || value === null
                ? ''
                : formatCell(descriptorColumn, value, locale)}
          </td>
        );
      })}
    </tr>
  );

  return (
    <div className="report-table">
      <div className="table-toolbar">
        <p className="table-count">{t('report.rowCount', { count: rows.length })}</p>
        <p className="table-selection" aria-live="polite">
          {stats ? (
            <>
              {t('table.selected', { count: stats.count })}{' '}
              <button type="button" className="link-button" onClick={() => table.resetRowSelection()}>
                {t('table.clearSelection')}
              </button>
            </>
          ) : (
            <span className="muted">{t('table.selectionHint')}</span>
          )}
        </p>
        <ColumnMenu columns={table.getAllLeafColumns()} />
      </div>
      <div ref={scrollRef} className="table-scroll" tabIndex={0} role="region" aria-label={t('report.tableTitle')}>
        <table className="data-table" style={{ '--grid': template, width: `max(100%, ${minWidthRem}rem)` } as CSSProperties} aria-rowcount={tableRows.length + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                <th className="select-cell" scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={table.getIsAllRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = isNumericColumn(byKey.get(header.column.id)!);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'num' : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      <button type="button" className="sort-button" title={t('table.sortHint')} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span className="sort-indicator" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody style={{ height: virtualizer.getTotalSize() }}>
            {virtualItems.map((item) => {
              const row = tableRows[item.index];
              if (!row) return null;
              const isSelected = row.getIsSelected();
              return (
                <tr
                  key={row.id}
                  aria-rowindex={item.index + 2}
                  aria-selected={isSelected}
                  className={isSelected ? 'is-selected' : undefined}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={t('table.selectRow', { index: item.index + 1 })}
                      checked={isSelected}
                      // React's change event carries the click, so Shift-click selects a range.
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={isNumericColumn(byKey.get(cell.column.id)!) ? 'num' : undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          {stats && (
            <tfoot>
              {footerRow('total')}
              {footerRow('average')}
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
