// One report inside a dashboard panel, drawn by the report page's own pieces: the data query factory
// (reportQuery), the lazy ChartPanel and ReportTable (whose row selection shows the selected rows' total and
// average), all reading the panel's view through the same ReportViewContext the report page provides. The view
// is the panel's saved query string, parsed and written by the engine's URL codec instead of the address bar.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ReportPageDescriptor } from '../../../schemas/report.schema';
import { validateFilterValues } from '../../engine/request/validateFilterValues';
import { fromViewSearchParams } from '../../engine/url/fromViewSearchParams';
import { dateRangeFilterOf, defaultReportView, visibleColumnKeys } from '../../engine/url/reportView';
import { lazyPage } from '../router/chunks/lazyPage';
import { usePageCode } from '../router/chunks/usePageCode';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useFirstOptions } from '../report/filters/lookup/useFirstOptions';
import { pageSettingsQuery } from '../api/pageApi';
import { ViewFilterForm } from '../report/filters/ViewFilterForm';
import { pageSpanLimit } from '../report/pageSpanLimit';
import { hasChartData } from '../report/hasChartData';
import { reportQuery } from '../report/reportQuery';
import { reportRows } from '../report/reportRows';
import { ReportTable } from '../report/table/ReportTable';
import { ReportViewContext, type ReportViewContextValue } from '../report/view/reportViewContext';
import { toViewSearch, type ViewChange } from '../report/view/useReportView';
import { useReportNow } from '../report/view/useReportNow';
import { useBundleSource } from '../pageBundle/bundleSources';
import '../styles/report.css';

const ChartPanel = lazyPage(() => import('../report/chart/ChartPanel').then((m) => m.ChartPanel));

interface PanelReportProps {
  descriptor: ReportPageDescriptor;
  /** The panel's saved view (a report page's query string without `?`). */
  search: string;
  /** Edit mode: view changes (filters, sort, chart step) are written into the panel; otherwise they stay on screen. */
  onSearchChange?: (search: string) => void;
  /** Edit mode shows the report's filter form. */
  showFilters: boolean;
}

export function PanelReport({ descriptor, search, onSearchChange, showFilters }: PanelReportProps) {
  const { t } = useTranslation();
  const now = useReportNow();
  // What the reader changes in view mode lives here until the saved view itself changes.
  const [local, setLocal] = useState({ saved: search, current: search });
  if (local.saved !== search) setLocal({ saved: search, current: search });
  const defaults = useMemo(() => defaultReportView(descriptor, now), [descriptor, now]);
  const current = local.current;
  const applied = useMemo(() => fromViewSearchParams(descriptor, new URLSearchParams(current), now), [descriptor, current, now]);
  const change = useCallback((next: ViewChange) => {
    const patch = typeof next === 'function' ? next(applied) : next;
    const written = toViewSearch(descriptor, { ...applied, ...patch }, defaults).replace(/^\?/, '');
    setLocal((state) => ({ ...state, current: written }));
    onSearchChange?.(written);
  }, [applied, defaults, descriptor, onSearchChange]);
  const context: ReportViewContextValue = useMemo(() => ({ view: applied, defaults, change, descriptor }), [applied, defaults, change, descriptor]);

  const firstOptions = useFirstOptions(descriptor, applied.filters);
  const view = firstOptions.values === applied.filters ? applied : { ...applied, filters: firstOptions.values };
  // The page's data-range limit as the report page has it: an administrator's limit before the descriptor's.
  const settings = useQuery(pageSettingsQuery(descriptor.pageId));
  const spanLimit = pageSpanLimit(dateRangeFilterOf(descriptor)?.maxSpan, settings.data);
  const valid = useMemo(() => validateFilterValues(descriptor, view.filters, spanLimit).length === 0, [descriptor, view.filters, spanLimit]);
  const data = useQuery({ ...reportQuery(descriptor, view.filters), enabled: valid && !firstOptions.pending, placeholderData: keepPreviousData });
  const rows = reportRows(data.data);

  const chartDescriptor = useMemo(
    () => (descriptor.chart && view.chartType ? { ...descriptor, chart: { ...descriptor.chart, type: view.chartType, choices: [view.chartType] } } : descriptor),
    [descriptor, view.chartType],
  );
  const showChart = !!descriptor.chart && view.layout !== 'table';
  // The chart's code comes in while the rows are drawn (no Suspense fallback held back for 300 ms: lazyPage.ts).
  const chartCode = usePageCode(ChartPanel, showChart && rows !== undefined && rows.length > 0);
  const showTable = view.layout !== 'chart' || !descriptor.chart;
  // What the whole-dashboard zip reads for this panel (pageBundle/downloadDashboardBundle).
  const { filters, sort, hiddenColumns } = view;
  const bundleSource = useMemo(
    () => ({ descriptor, values: filters, view: { columns: visibleColumnKeys(descriptor, { hiddenColumns }), sort }, showChart, search: current }),
    [descriptor, filters, sort, hiddenColumns, showChart, current],
  );
  const bundleRef = useBundleSource(bundleSource);

  return (
    <ReportViewContext.Provider value={context}>
      {showFilters && (
        <details className="dashboard-filters">
          <summary>{t('filters.title')}</summary>
          <ViewFilterForm descriptor={descriptor} view={view} spanLimit={spanLimit} now={now} />
        </details>
      )}
      {data.isError && <ErrorNotice brief error={data.error} onRetry={() => void data.refetch()} />}
      {!valid && !firstOptions.pending && <p className="notice">{t('dashboard.invalidView')}</p>}
      {!rows && valid && !data.isError && <p className="status" role="status">{t('report.loadingData')}</p>}
      {rows && rows.length === 0 && <p className="notice">{t('dashboard.noRows')}</p>}
      {rows && rows.length > 0 && (
        <div ref={bundleRef} className={data.isPlaceholderData ? 'dashboard-report is-stale' : 'dashboard-report'} aria-busy={data.isFetching}>
          {showChart &&
            (hasChartData(descriptor, rows) ? (
              <ErrorBoundary fallback={<p className="notice">{t('chart.error')}</p>}>
                {chartCode ? (
                  <Suspense fallback={<div className="chart-placeholder">{t('report.chartLoading')}</div>}>
                    <ChartPanel key={view.chartType} descriptor={chartDescriptor} rows={rows} />
                  </Suspense>
                ) : (
                  <div className="chart-placeholder">{t('report.chartLoading')}</div>
                )}
              </ErrorBoundary>
            ) : (
              <p className="notice">{t('chart.noData')}</p>
            ))}
          {showTable && (
            <ReportTable
              descriptor={descriptor}
              rows={rows}
              view={view}
              onViewChange={(tableChange) => change(tableChange)}
              now={now}
            />
          )}
        </div>
      )}
    </ReportViewContext.Provider>
  );
}
