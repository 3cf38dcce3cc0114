// The edit controls of one panel: which report, chart and/or table, the chart type, and the panel's height.
// The layout and chart type go into the panel's view string through the engine's URL codec, as the report
// page's view bar writes them into the address.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ReportPageDescriptor } from '../../../schemas/report.schema';
import { DASHBOARD_LIMITS, clampPanelHeight, type DashboardPanel } from '../../engine/dashboard/dashboardLayout';
import { chartTypes, isChartType } from '../../engine/charts/chartTypes';
import { fromViewSearchParams } from '../../engine/url/fromViewSearchParams';
import { defaultReportView, type ReportLayout } from '../../engine/url/reportView';
import { reportListQuery } from '../api/appApi';
import { useLocale } from '../i18n/useLocale';
import { toViewSearch } from '../report/view/useReportView';
import { useReportNow } from '../report/view/useReportNow';

interface PanelEditorProps {
  panel: DashboardPanel;
  descriptor: ReportPageDescriptor | undefined;
  onChange: (patch: Partial<Pick<DashboardPanel, 'reportId' | 'view' | 'height'>>) => void;
}

const SHOW_LABELS: Record<ReportLayout, string> = { chart: 'dashboard.showChart', table: 'dashboard.showTable', split: 'dashboard.showBoth' };

export function PanelEditor({ panel, descriptor, onChange }: PanelEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const now = useReportNow();
  const reports = useQuery(reportListQuery());
  const options = useMemo(
    () => [...(reports.data ?? [])].sort((a, b) => a.title[locale].localeCompare(b.title[locale], locale === 'tr' ? 'tr-TR' : 'en-US')),
    [reports.data, locale],
  );
  const [heightText, setHeightText] = useState(String(panel.height));
  const [heightFor, setHeightFor] = useState(panel.height);
  if (heightFor !== panel.height) {
    setHeightFor(panel.height);
    setHeightText(String(panel.height));
  }

  const view = descriptor ? fromViewSearchParams(descriptor, new URLSearchParams(panel.view), now) : undefined;
  const writeView = (patch: { layout?: ReportLayout; chartType?: string }) => {
    if (!descriptor || !view) return;
    onChange({ view: toViewSearch(descriptor, { ...view, ...patch }, defaultReportView(descriptor, now)).replace(/^\?/, '') });
  };
  const chart = descriptor?.chart;
  const chartChoices = chart ? [...new Set([chart.type, ...(chart.choices ?? [])])].filter(isChartType) : [];
  const commitHeight = () => {
    const height = clampPanelHeight(Number(heightText));
    setHeightText(String(height));
    if (height !== panel.height) onChange({ height });
  };

  return (
    <div className="panel-editor">
      <label className="panel-editor-field panel-editor-report">
        <span>{t('dashboard.report')}</span>
        <select value={panel.reportId ?? ''} onChange={(event) => onChange({ reportId: event.target.value || null, view: '' })}>
          <option value="">{t('dashboard.chooseReport')}</option>
          {options.map((report) => (
            <option key={report.id} value={report.id}>{report.title[locale]}</option>
          ))}
        </select>
      </label>
      {chart && view && (
        <div className="panel-editor-field">
          <span id={`${id}-show`}>{t('dashboard.show')}</span>
          <div className="segmented" role="group" aria-labelledby={`${id}-show`}>
            {(['chart', 'table', 'split'] as const).map((layout) => (
              <button key={layout} type="button" aria-pressed={view.layout === layout} onClick={() => writeView({ layout })}>
                {t(SHOW_LABELS[layout])}
              </button>
            ))}
          </div>
        </div>
      )}
      {chartChoices.length > 1 && view && view.layout !== 'table' && (
        <label className="panel-editor-field">
          <span>{t('dashboard.chartType')}</span>
          <select value={view.chartType ?? chart?.type} onChange={(event) => writeView({ chartType: event.target.value })}>
            {chartChoices.map((choice) => (
              <option key={choice} value={choice}>{chartTypes[choice]?.label[locale] ?? choice}</option>
            ))}
          </select>
        </label>
      )}
      <label className="panel-editor-field panel-editor-height">
        <span>{t('dashboard.height')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={DASHBOARD_LIMITS.minHeight}
          max={DASHBOARD_LIMITS.maxHeight}
          step={10}
          value={heightText}
          title={t('dashboard.heightHint')}
          onChange={(event) => setHeightText(event.target.value)}
          onBlur={commitHeight}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitHeight();
          }}
        />
      </label>
    </div>
  );
}
