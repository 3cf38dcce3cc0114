// A report page, driven only by its descriptor: header, filters (state in the URL), summary, chart,
// table and exports. Nothing here knows which report it shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { lazyPage } from '../router/chunks/lazyPage';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { defaultFilterValues } from '../../engine/request/defaultFilterValues';
import { validateFilterValues } from '../../engine/request/validateFilterValues';
import { pageSettingsQuery } from '../api/pageApi';
import { useLocale } from '../i18n/useLocale';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ExportButtons } from './export/ExportButtons';
import { FilterForm } from './filters/FilterForm';
import { pageSpanLimit } from './pageSpanLimit';
import { ReportHeader } from './ReportHeader';
import { reportQuery } from './reportQuery';
import { SummaryBlock } from './summary/SummaryBlock';
import { ReportTable } from './table/ReportTable';
import '../styles/report.css';
import { useFilterUrlState } from './useFilterUrlState';

const ChartPanel = lazyPage(() => import('./chart/ChartPanel').then((m) => m.ChartPanel));

export function ReportPage({ descriptor }: { descriptor: ReportDescriptor }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(descriptor.title[locale]);
  // One "now" per visit: presets and defaults must not drift while the page is open.
  const [now] = useState(() => new Date());
  const defaults = useMemo(() => defaultFilterValues(descriptor, now), [descriptor, now]);
  const { values, search, apply } = useFilterUrlState(descriptor, defaults);

  const settings = useQuery(pageSettingsQuery(descriptor.pageId));
  const dateFilter = descriptor.filters?.find((filter) => filter.widget === 'dateRange');
  const spanLimit = pageSpanLimit(dateFilter?.maxSpan, settings.data);
  const valid = useMemo(() => validateFilterValues(descriptor, values, spanLimit).length === 0, [descriptor, values, spanLimit]);

  const query = reportQuery(descriptor, values);
  const data = useQuery({ ...query, enabled: valid, placeholderData: keepPreviousData });
  const rows = data.data?.items;
  const dataKey = JSON.stringify(query.queryKey);

  return (
    <article className="report-page">
      <ReportHeader descriptor={descriptor} settings={settings.data} />

      <section className="panel filters-panel" aria-label={t('filters.title')}>
        <FilterForm
          key={search}
          descriptor={descriptor}
          values={values}
          spanLimit={spanLimit}
          now={now}
          onApply={apply}
          onReset={() => apply(defaults)}
        />
        {data.isError && <ErrorNotice title={t('filters.errorsTitle')} error={data.error} onRetry={() => void data.refetch()} />}
        <div className="filters-footer">
          <p className="status" role="status" aria-live="polite">
            {valid && data.isFetching ? t('report.loadingData') : rows ? t('report.rowCount', { count: rows.length }) : ''}
          </p>
          <ExportButtons descriptor={descriptor} values={values} disabled={!valid} />
        </div>
      </section>

      {rows && rows.length === 0 && !data.isFetching && <p className="notice">{t('report.noData')}</p>}

      {rows && rows.length > 0 && (
        <div className={data.isPlaceholderData ? 'report-results is-stale' : 'report-results'}>
          <SummaryBlock descriptor={descriptor} response={data.data ?? { items: [] }} />
          {descriptor.chart && (
            <ErrorBoundary fallback={<p className="notice">{t('chart.error')}</p>}>
              <Suspense fallback={<div className="panel chart-placeholder">{t('report.chartLoading')}</div>}>
                <ChartPanel descriptor={descriptor} rows={rows} />
              </Suspense>
            </ErrorBoundary>
          )}
          <section className="panel table-panel">
            <h2 id="table-title" className="panel-title">
              {t('report.tableTitle')}
            </h2>
            <ReportTable key={dataKey} descriptor={descriptor} rows={rows} />
          </section>
        </div>
      )}
    </article>
  );
}
