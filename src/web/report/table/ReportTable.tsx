// The data table: every row of the range (a year of hours is 8,784 rows), drawn through a virtualizer
// so only the visible rows are in the DOM. Sort and column visibility belong to the applied view (they are
// in the address and survive a new range); row selection shows a total and an average pinned at the
// bottom, each only for the columns whose descriptor allows it. A month still in progress is marked.
import type { ColumnVisibilityState, SortingState, Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { formatCell } from '../../../engine/format/formatCell';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { columnAggregates } from '../../../engine/summary/columnAggregates';
import { isPartialPeriod, periodColumnKey } from '../../../engine/summary/partialPeriod';
import { selectionStats } from '../../../engine/summary/selectionStats';
import type { ReportView } from '../../../engine/url/reportView';
import { useLocale } from '../../i18n/useLocale';
import { useBooleanSetting } from '../../shell/settings/useBooleanSetting';
import { compactTablesSetting } from '../../shell/settings/userSettings';
import { ColumnHelpLink } from '../../dictionary/ColumnHelpLink';
import { ColumnMenu } from './ColumnMenu';
import { useAppTable } from './reportTableHook';
import { columnTemplate } from './columnTemplate';
import { drawnCells } from './cells/drawnCells';
import './cells/cells.css';
import { cellClassName, isNumericColumn, toTableColumns } from './toTableColumns';

/** Comfortable rows, and the compact ones of the operator's dense layout (20 px rows, 11 px type). */
const ROW_HEIGHT = { comfortable: 32, compact: 20 } as const;

interface ReportTableProps {
  descriptor: ReportDescriptor;
  rows: ReportRow[];
  view: Pick<ReportView, 'sort' | 'hiddenColumns'>;
  onViewChange: (change: Partial<Pick<ReportView, 'sort' | 'hiddenColumns'>>) => void;
  now: Date;
}

function apply<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

export function ReportTable({ descriptor, rows, view, onViewChange, now }: ReportTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [compact] = useBooleanSetting(compactTablesSetting);
  const rowHeight = compact ? ROW_HEIGHT.compact : ROW_HEIGHT.comfortable;
  const columns = useMemo(() => toTableColumns(descriptor, locale), [descriptor, locale]);
  const byKey = useMemo(() => new Map(descriptor.columns.map((c) => [c.key, c])), [descriptor]);
  const sorting: SortingState = useMemo(() => (view.sort ? [{ id: view.sort.field, desc: view.sort.direction === 'DESC' }] : []), [view.sort]);
  const columnVisibility: ColumnVisibilityState = useMemo(() => Object.fromEntries(view.hiddenColumns.map((key) => [key, false])), [view.hiddenColumns]);
  const table = useAppTable({
    columns,
    data: rows,
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = apply(updater, sorting)[0];
      onViewChange({ sort: next ? { field: next.id, direction: next.desc ? 'DESC' : 'ASC' } : undefined });
    },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = apply(updater, columnVisibility);
      onViewChange({ hiddenColumns: descriptor.columns.filter((c) => next[c.key] === false).map((c) => c.key) });
    },
    getRowId: (_row, index) => String(index),
  });
  const periodKey = periodColumnKey(descriptor);

  const tableRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // happy-dom and the first server paint have no layout: start with a screenful of rows.
    initialRect: { width: 1000, height: 600 },
  });

  // A new density changes every row's height: the virtualizer measures again.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const virtualItems = virtualizer.getVirtualItems();
  const visibleColumns = table.getVisibleLeafColumns();
  const visibleDescriptorColumns = visibleColumns.map((c) => byKey.get(c.id)!);
  // A number column as wide as its widest value: its lowest and highest numbers, as the cells write them; a month
  // or a date as its longest name among the first rows ("September 2024"). Free text keeps its ellipsis.
  const widestText = useMemo(() => visibleDescriptorColumns.map((column) => {
    if (column.type === 'month' || column.type === 'date') {
      return rows.slice(0, 400).reduce((widest, row) => Math.max(widest, row[column.key] == null ? 0 : formatCell(column, row[column.key]!, locale).length), 0);
    }
    if (!isNumericColumn(column)) return 0;
    let low = Infinity;
    let high = -Infinity;
    for (const row of rows) {
      const value = row[column.key];
      if (typeof value === 'number') { low = Math.min(low, value); high = Math.max(high, value); }
    }
    return low > high ? 0 : Math.max(formatCell(column, low, locale).length, formatCell(column, high, locale).length);
  }), [visibleDescriptorColumns.map((c) => c.key).join(), rows, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const { template, minWidthRem } = columnTemplate(visibleDescriptorColumns, widestText);

  const selected = table.getSelectedRowModel().rows;
  const numericKeys = visibleColumns.map((c) => c.id).filter((id) => isNumericColumn(byKey.get(id)!));
  const stats = selected.length > 0 ? selectionStats(selected.map((r) => r.original), numericKeys) : null;
  const firstTextColumn = visibleColumns.find((c) => !isNumericColumn(byKey.get(c.id)!))?.id;
  // A total of prices means nothing: each footer row only for columns whose descriptor allows it.
  const allows = (key: string, kind: 'total' | 'average') => columnAggregates(byKey.get(key)!).includes(kind === 'total' ? 'sum' : 'avg');
  const footerKinds = (['total', 'average'] as const).filter((kind) => numericKeys.some((key) => allows(key, kind)));
  const partialRows = periodKey ? rows.filter((row) => isPartialPeriod(descriptor, row, now)).length : 0;

  const footerRow = (kind: 'total' | 'average') => (
    <tr key={kind} className="selection-row">
      <td />
      {visibleColumns.map((column) => {
        const descriptorColumn = byKey.get(column.id)!;
        const value = allows(column.id, kind) ? stats?.[kind][column.id] : undefined;
        return (
          <td key={column.id} className={cellClassName(descriptorColumn)}>
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
    <div className={compact ? 'report-table is-compact' : 'report-table'} style={{ '--row-height': `${rowHeight}px` } as CSSProperties}>
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
        <ColumnMenu columns={table.getAllLeafColumns()} onShowAll={() => onViewChange({ hiddenColumns: [] })} />
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
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClassName(byKey.get(header.column.id)!)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      <button type="button" className="sort-button" title={t('table.sortHint')} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span className="sort-indicator" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                      <ColumnHelpLink columnKey={header.column.id} label={byKey.get(header.column.id)!.label[locale]} />
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
                  {row.getVisibleCells().map((cell) => {
                    const descriptorColumn = byKey.get(cell.column.id)!;
                    const DrawnCell = drawnCells[descriptorColumn.type];
                    return (
                      <td key={cell.id} className={cellClassName(descriptorColumn)}>
                        {DrawnCell ? <DrawnCell column={descriptorColumn} value={row.original[cell.column.id] ?? null} locale={locale} /> : <table.FlexRender cell={cell} />}
                        {cell.column.id === periodKey && isPartialPeriod(descriptor, row.original, now) && (
                          <span className="partial-mark" title={t('table.partialPeriodHint')}>
                            {' '}
                            {t('table.partialPeriod')}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          {stats && footerKinds.length > 0 && <tfoot>{footerKinds.map(footerRow)}</tfoot>}
        </table>
      </div>
      {partialRows > 0 && <p className="table-note">{t('table.partialPeriodNote')}</p>}
    </div>
  );
}
