// A report page, driven only by its descriptor: header, filters, summary, chart, table and exports, all
// showing one applied view (useReportView: the address is its only store). Nothing here knows which report
// it shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ReportPageDescriptor } from '../../../schemas/report.schema';
import { pendingPublication } from '../../engine/request/publicationSchedule';
import { validateFilterValues } from '../../engine/request/validateFilterValues';
import { dateRangeFilterOf } from '../../engine/url/reportView';
import { pageSettingsQuery } from '../api/pageApi';
import type { ReportRow } from '../../engine/rows/reportRow';
import { useLocale } from '../i18n/useLocale';
import { lazyPage } from '../router/chunks/lazyPage';
import { usePageCode } from '../router/chunks/usePageCode';
import { DrawWhenNear } from './chart/DrawWhenNear';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ExportButtons } from './export/ExportButtons';
import { ViewFilterForm } from './filters/ViewFilterForm';
import { useFirstOptions } from './filters/lookup/useFirstOptions';
import { hasChartData } from './hasChartData';
import { pageSpanLimit } from './pageSpanLimit';
import { ReportHeader } from './ReportHeader';
import { reportQuery, type ReportResponse } from './reportQuery';
import { ReportResultsNotice } from './ReportResultsNotice';
import { ReportSkeleton } from './ReportSkeleton';
import { SummaryBlock } from './summary/SummaryBlock';
import { ReportTable } from './table/ReportTable';
import { TableLayoutControls } from './table-layout/TableLayoutControls';
import { usePivotedTable } from './table-layout/usePivotedTable';
import { ReportViewContext, type ReportViewContextValue } from './view/reportViewContext';
import { useReportNow } from './view/useReportNow';
import { useReportView } from './view/useReportView';
import { ViewBar } from './view/ViewBar';
import '../styles/report.css';
import { reportRows, unfoldedDescriptor } from './reportRows';

/** The table's view in the COLUMN layout: its own time order, every spread column shown. */
const LIST_FREE_VIEW = { sort: undefined, hiddenColumns: [] as string[] };
const NO_ROWS: ReportRow[] = [];

const ChartPanel = lazyPage(() => import('./chart/ChartPanel').then((m) => m.ChartPanel));
const ApiCallPanel = lazyPage(() => import('../reference/ApiCallPanel').then((m) => m.ApiCallPanel));

export function ReportPage({ descriptor }: { descriptor: ReportPageDescriptor }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(descriptor.title[locale]);
  const now = useReportNow();
  const viewState = useReportView(descriptor, now);
  const { view: applied, change } = viewState;
  // A lookup opening on its first option is filled in here once its options are in; the page waits till then.
  const firstOptions = useFirstOptions(descriptor, applied.filters);
  const view = useMemo(() => (firstOptions.values === applied.filters ? applied : { ...applied, filters: firstOptions.values }), [applied, firstOptions.values]);
  const context: ReportViewContextValue = useMemo(() => ({ ...viewState, descriptor }), [viewState, descriptor]);

  const settings = useQuery(pageSettingsQuery(descriptor.pageId));
  const dateFilter = dateRangeFilterOf(descriptor);
  const spanLimit = pageSpanLimit(dateFilter?.maxSpan, settings.data);
  const valid = useMemo(() => validateFilterValues(descriptor, view.filters, spanLimit).length === 0, [descriptor, view.filters, spanLimit]);
  // A range whose first day is not public yet has no rows to ask for: the page says when they come.
  const startDay = dateFilter ? view.filters[dateFilter.bind[0] ?? ''] : undefined;
  const pendingAt = descriptor.publication && typeof startDay === 'string' ? pendingPublication(descriptor.publication, startDay, now) : null;

  const query = reportQuery(descriptor, view.filters);
  const data = useQuery({ ...query, enabled: valid && !pendingAt && !firstOptions.pending, placeholderData: keepPreviousData });
  // The last good answer stays on screen when a new view fails to load.
  const [lastGood, setLastGood] = useState<ReportResponse | undefined>(undefined);
  if (data.data && !data.isPlaceholderData && data.data !== lastGood) setLastGood(data.data);
  const response = pendingAt ? undefined : (data.data ?? (data.isError ? lastGood : undefined));
  const rows = reportRows(response, descriptor);
  // On a new range the chart follows the rows in a render of its own, after the table's: building a chart's
  // series is the longest part of showing a new range, and the rows need not wait for it. Its place is there
  // from the first render (the first rows have no earlier ones to defer to).
  const chartRows = useDeferredValue(rows);
  const stale = data.isPlaceholderData || (data.isError && response !== undefined);
  const empty = pendingAt !== null || (rows !== undefined && rows.length === 0 && !data.isFetching);

  const chartDescriptor = useMemo(
    () => (descriptor.chart && view.chartType ? { ...descriptor, chart: { ...descriptor.chart, type: view.chartType, choices: [view.chartType] } } : descriptor),
    [descriptor, view.chartType],
  );
  const showChart = !!descriptor.chart && view.layout !== 'table';
  const showTable = view.layout !== 'chart' || !descriptor.chart;
  // The chart's code comes in while the rows are drawn.
  const chartCode = usePageCode(ChartPanel, showChart && rows !== undefined && rows.length > 0);
  // A flat answer holding one list shows the list's items as rows, one column per item field.
  const rowsDescriptor = useMemo(() => unfoldedDescriptor(descriptor, rows ?? NO_ROWS), [descriptor, rows]);
  const unfolded = rowsDescriptor !== descriptor;
  const table = usePivotedTable(rowsDescriptor, rows ?? NO_ROWS, view.pivot);

  return (
    <ReportViewContext.Provider value={context}>
      <article className="report-page">
        <ReportHeader descriptor={descriptor} settings={settings.data} now={now} />

        <section className="panel filters-panel" aria-label={t('filters.title')}>
          <ViewFilterForm descriptor={descriptor} view={view} spanLimit={spanLimit} now={now} />
          {data.isError && (
            <ErrorNotice brief error={data.error} lead={response ? t('report.staleView') : undefined} onRetry={() => void data.refetch()} />
          )}
          <div className="filters-footer">
            <p className="status" role="status" aria-live="polite">
              {valid && data.isFetching ? t('report.loadingData') : rows ? t('report.rowCount', { count: rows.length }) : ''}
            </p>
            <ExportButtons descriptor={descriptor} values={view.filters} disabled={!valid || empty || stale} />
          </div>
          <Suspense fallback={null}><ApiCallPanel descriptor={descriptor} values={view.filters} /></Suspense>
        </section>

        {empty && <ReportResultsNotice pendingAt={pendingAt} now={now} />}
        {!rows && !empty && (valid || firstOptions.pending) && !data.isError && <ReportSkeleton chart={showChart} />}

        {rows && rows.length > 0 && (
          <div className={stale ? 'report-results is-stale' : 'report-results'} aria-busy={data.isFetching}>
            <ViewBar />
            <SummaryBlock descriptor={descriptor} response={response ?? { items: [] }} rows={rows} now={now} />
            {showChart &&
              (hasChartData(descriptor, rows) ? (
                <ErrorBoundary fallback={<p className="notice">{t('chart.error')}</p>}>
                  <DrawWhenNear placeholder={t('report.chartLoading')}>
                    {chartCode ? (
                      <Suspense fallback={<div className="panel chart-placeholder">{t('report.chartLoading')}</div>}>
                        <ChartPanel key={view.chartType} descriptor={chartDescriptor} rows={chartRows ?? rows} />
                      </Suspense>
                    ) : (
                      <div className="panel chart-placeholder">{t('report.chartLoading')}</div>
                    )}
                  </DrawWhenNear>
                </ErrorBoundary>
              ) : (
                <p className="notice">{t('chart.noData')}</p>
              ))}
            {showTable && (
              <section className="panel table-panel">
                <h2 id="table-title" className="panel-title">
                  {t('report.tableTitle')}
                </h2>
                <TableLayoutControls />
                {table.pivoted && view.pivot && (
                  <p className="table-layout-note">
                    {t('view.pivotNote', {
                      row: t(view.pivot.across === 'hour' ? 'view.pivotRowDay' : 'view.pivotRowTime'),
                      across: view.pivot.across === 'hour' ? t('view.acrossHour') : (descriptor.columns.find((c) => c.key === view.pivot?.across)?.label[locale] ?? ''),
                      summary: t(descriptor.columns.find((c) => c.key === view.pivot?.value)?.aggregates?.includes('sum') ? 'view.pivotTotal' : 'view.pivotAverage'),
                    })}
                  </p>
                )}
                <ReportTable
                  key={`${JSON.stringify(query.queryKey)}${table.pivoted ? JSON.stringify(view.pivot) : ''}`}
                  descriptor={table.descriptor}
                  rows={table.rows}
                  view={table.pivoted ? LIST_FREE_VIEW : unfolded ? { ...view, sort: table.descriptor.columns.some((c) => c.key === view.sort?.field) ? view.sort : undefined } : view}
                  onViewChange={table.pivoted ? () => undefined : (tableChange) => change(tableChange, { replace: true })}
                  now={now}
                />
              </section>
            )}
          </div>
        )}
      </article>
    </ReportViewContext.Provider>
  );
}
