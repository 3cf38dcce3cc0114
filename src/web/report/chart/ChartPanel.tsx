// The report's chart with its type switcher. Loaded lazily by ReportPage: ECharts is the heaviest
// dependency and must not hold back the first paint of the filters and the table.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { chartTypes, isChartType } from '../../../engine/charts/chartTypes';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { EChart } from '../../chart/EChart';
import { useLocale } from '../../i18n/useLocale';
import { useTheme } from '../../theme/useTheme';

interface ChartPanelProps {
  descriptor: ReportDescriptor;
  rows: ReportRow[];
}

export function ChartPanel({ descriptor, rows }: ChartPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const chart = descriptor.chart;
  const choices = useMemo(
    () => (chart ? [...new Set([chart.type, ...(chart.choices ?? [])])].filter(isChartType) : []),
    [chart],
  );
  const [type, setType] = useState(() => choices[0] ?? 'line');
  const definition = chartTypes[type];
  const option = useMemo(
    () => (definition ? definition.toEchartsOption({ descriptor, rows, locale, theme }) : null),
    [definition, descriptor, rows, locale, theme],
  );
  if (!chart || !definition || !option) return null;

  return (
    <section className="panel chart-panel" aria-labelledby="chart-title">
      <div className="panel-head">
        <h2 id="chart-title" className="panel-title">
          {t('report.chartTitle')}
        </h2>
        {choices.length > 1 && (
          <div className="segmented" role="group" aria-label={t('chart.type')}>
            {choices.map((choice) => (
              <button key={choice} type="button" aria-pressed={choice === type} onClick={() => setType(choice)}>
                {chartTypes[choice]?.label[locale] ?? choice}
              </button>
            ))}
          </div>
        )}
      </div>
      <EChart option={option} label={`${descriptor.title[locale]}: ${definition.label[locale]}`} />
    </section>
  );
}
