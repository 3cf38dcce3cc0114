// The view's own controls above the results: layout (table and chart, or one of them), the chart type,
// and a link to this exact view. Every choice goes into the applied view, so the address keeps it.
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { chartTypes, isChartType } from '../../../engine/charts/chartTypes';
import { REPORT_LAYOUTS } from '../../../engine/url/reportView';
import { useLocale } from '../../i18n/useLocale';
import { AddToDashboardButton } from '../../dashboard/AddToDashboardButton';
import { useReportViewContext } from './reportViewContext';

export function ViewBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { descriptor, view, change } = useReportViewContext();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const chart = descriptor.chart;
  const choices = chart ? [...new Set([chart.type, ...(chart.choices ?? [])])].filter(isChartType) : [];

  const copyLink = () => {
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('no'));
  };

  return (
    <div className="view-bar" role="toolbar" aria-label={t('view.label')}>
      {chart && (
        <div className="segmented" role="group" aria-label={t('view.layout')}>
          {REPORT_LAYOUTS.map((layout) => (
            <button key={layout} type="button" aria-pressed={view.layout === layout} onClick={() => change({ layout }, { replace: true })}>
              {t(`view.${layout}`)}
            </button>
          ))}
        </div>
      )}
      {choices.length > 1 && view.layout !== 'table' && (
        <div className="segmented" role="group" aria-label={t('chart.type')}>
          {choices.map((choice) => (
            <button key={choice} type="button" aria-pressed={choice === view.chartType} onClick={() => change({ chartType: choice }, { replace: true })}>
              {chartTypes[choice]?.label[locale] ?? choice}
            </button>
          ))}
        </div>
      )}
      <div className="view-bar-end">
        <button type="button" className="button button-small" onClick={copyLink}>
          {t('view.copyLink')}
        </button>
        <p className="view-bar-status" role="status">
          {copied === 'yes' ? t('view.linkCopied') : copied === 'no' ? t('view.linkNotCopied') : ''}
        </p>
        <AddToDashboardButton />
      </div>
    </div>
  );
}
