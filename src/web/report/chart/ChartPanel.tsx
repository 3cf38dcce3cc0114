// The report's chart with the tools an analyst reaches for: a time step for long ranges (hour, day, week,
// month, computed by the server), the same period a week or a year earlier drawn dashed, show-all/hide-all
// for legends with many series (which open on the few largest), and PNG/SVG downloads that carry a title,
// the range, the step, the time zone and the source. A series longer than twice the chart's width in pixels
// is drawn from fewer points (engine/charts/downsample), and the panel says so. Loaded lazily by
// ReportPage: ECharts is the heaviest dependency and must not hold back the first paint of the filters and
// the table.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EChartsType } from 'echarts/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ChartResolution, ReportDescriptor } from '../../../../schemas/report.schema';
import type { ComparisonShift } from '../../../engine/charts/chartType';
import { chartResolutions, defaultResolution, nativeResolution, READABLE_POINTS, seriesAggregate } from '../../../engine/charts/chartResolutions';
import { chartTypes, isChartType } from '../../../engine/charts/chartTypes';
import { canCompare, comparisonValues } from '../../../engine/charts/comparisonValues';
import { exportFileName } from '../../../engine/export/exportFileName';
import { formatNumber } from '../../../engine/format/formatNumber';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { dateFilterRange } from '../../../engine/request/periodRange';
import { dateRangeFilterOf } from '../../../engine/url/reportView';
import { metaQuery } from '../../api/appApi';
import { EChart } from '../../chart/EChart';
import { useLocale } from '../../i18n/useLocale';
import { useTheme } from '../../theme/useTheme';
import { saveBlob } from '../export/downloadExport';
import { useReportViewContext } from '../view/reportViewContext';
import { chartDataQuery } from './chartDataQuery';
import { withNotices } from '../../../engine/charts/notices/withNotices';
import { chosenPlants, noticesQuery } from './noticesQuery';
import { NoticeTable } from './NoticeTable';
import { liveState, toChartPicture, type PictureFormat } from './chartPicture';
import './chartPanel.css';
import { reportRows } from '../reportRows';

interface ChartPanelProps {
  descriptor: ReportDescriptor;
  rows: ReportRow[];
}

const DAY_MS = 86_400_000;
const NARROW_POINTS = 250;
const BACKGROUND = { light: '#ffffff', dark: '#161d25' } as const;
/** Points drawn per pixel of the chart's width: more adds nothing the eye can see, only drawing time. */
const POINTS_PER_PIXEL = 2;
/** Widths are followed in steps of this many pixels, so a resize does not rebuild the chart at every pixel. */
const WIDTH_STEP = 100;

/** The chart frame's width in pixels, rounded down to WIDTH_STEP; the window's until the frame is measured. */
function useFrameWidth(frame: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window !== 'undefined' ? Math.min(window.innerWidth, 1600) : 1200));
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth / WIDTH_STEP) * WIDTH_STEP;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

const dayText = (day: string) => day.split('-').reverse().join('.');

export function ChartPanel({ descriptor, rows }: ChartPanelProps) {
  const { t } = useTranslation();
  // Several charts may share a page (a dashboard): each names its own title and step label.
  const titleId = useId();
  const stepLabelId = useId();
  const locale = useLocale();
  const { theme } = useTheme();
  const { view, change } = useReportViewContext();
  const values = view.filters;
  const chart = descriptor.chart;
  const choices = useMemo(
    () => (chart ? [...new Set([chart.type, ...(chart.choices ?? [])])].filter(isChartType) : []),
    [chart],
  );
  const [type, setType] = useState(() => choices[0] ?? 'line');
  const definition = chartTypes[type];

  // The range, for the default step and the picture's subtitle.
  const rangeFilter = dateRangeFilterOf(descriptor);
  const range = rangeFilter ? dateFilterRange(rangeFilter, values) : undefined;
  const days = range ? (Date.parse(range.end) - Date.parse(range.start)) / DAY_MS + 1 : 1;

  const steps = useMemo(() => chartResolutions(descriptor), [descriptor]);
  // The step and the comparison are part of the view, so a link restores them.
  const chosenStep = view.chartStep;
  const setChosenStep = (choice: ChartResolution) => change({ chartStep: choice }, { replace: true });
  // A phone's chart is a third as wide: it opens on fewer, coarser points.
  const [maxPoints] = useState(() => (typeof window !== 'undefined' && window.innerWidth < 700 ? NARROW_POINTS : READABLE_POINTS));
  const step = steps.length > 0 ? (chosenStep && steps.includes(chosenStep) ? chosenStep : defaultResolution(steps, days, maxPoints)) : undefined;
  const native = step === undefined || step === nativeResolution(descriptor);

  // A pie is one whole and a candle four columns in one: neither has a place for an earlier period.
  const comparable = canCompare(descriptor) && range !== undefined && !definition?.stacked && definition?.offersComparison !== false;
  const shift: ComparisonShift | 'none' = view.compare ?? 'none';
  const setShift = (choice: ComparisonShift | 'none') => change({ compare: choice === 'none' ? undefined : choice }, { replace: true });
  const earlierValues = comparable && shift !== 'none' ? comparisonValues(descriptor, values, shift) : undefined;

  const stepData = useQuery({ ...chartDataQuery(descriptor, values, step), enabled: !native, placeholderData: keepPreviousData });
  const earlierData = useQuery({ ...chartDataQuery(descriptor, earlierValues ?? values, step), enabled: earlierValues !== undefined });
  const meta = useQuery(metaQuery());
  // Market-message notices (chart.notices): shaded over the chart, listed under it on a plant's page.
  const noticesOptions = noticesQuery(descriptor, values);
  const notices = useQuery(noticesOptions);
  const noticeItems = noticesOptions.enabled ? notices.data?.items : undefined;
  const plantChosen = chosenPlants(descriptor, values).length > 0;

  const chartRows = native ? rows : (reportRows(stepData.data) ?? rows);
  const stepPending = !native && (stepData.isPending || stepData.isPlaceholderData);
  const earlierRows = earlierValues ? reportRows(earlierData.data) : undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const drawnPoints = POINTS_PER_PIXEL * useFrameWidth(frameRef);

  const baseOption = useMemo(
    () =>
      definition
        ? definition.toEchartsOption({
            descriptor,
            rows: chartRows,
            locale,
            theme,
            maxPoints: drawnPoints,
            ...(earlierRows && shift !== 'none' ? { comparison: { rows: earlierRows, shift } } : {}),
          })
        : null,
    [definition, descriptor, chartRows, locale, theme, earlierRows, shift, drawnPoints],
  );
  const option = useMemo(
    () => (baseOption && noticeItems && noticeItems.length > 0 ? withNotices(baseOption, noticeItems, locale, theme) : baseOption),
    [baseOption, noticeItems, locale, theme],
  );

  const chartRef = useRef<EChartsType | null>(null);
  // The legend's choice as the reader changes it (clicks, show all, hide all), for the hint above the chart.
  const [legendChoice, setLegendChoice] = useState<Record<string, boolean> | null>(null);
  const onReady = useCallback((instance: EChartsType | null) => {
    chartRef.current = instance;
    const follow = (event: unknown) => setLegendChoice({ ...(event as { selected: Record<string, boolean> }).selected });
    for (const name of ['legendselectchanged', 'legendselectall', 'legendinverseselect']) instance?.on(name, follow);
  }, []);
  // A new option (range, step, type) starts from its own default selection.
  const [choiceFor, setChoiceFor] = useState(option);
  if (choiceFor !== option) {
    setChoiceFor(option);
    setLegendChoice(null);
  }

  const legend = (option?.legend ?? {}) as { selected?: Record<string, boolean> };
  const seriesCount = Array.isArray(option?.series) ? option.series.length : 0;
  const selection = legendChoice ?? legend.selected;
  const hiddenNow = selection ? Object.values(selection).filter((on) => !on).length : 0;
  const hiddenAtFirst = legendChoice === null ? hiddenNow : 0;

  // A long series drawn from fewer points than the rows hold (see engine/charts/downsample): said, never silent.
  const downsampled = (option as { downsampled?: { shown: number; total: number } } | null)?.downsampled;

  const stepLabel = step ? t(`chartPanel.${step}`) : '';
  const aggregate = seriesAggregate(descriptor);
  const stepNote = !native && step && aggregate ? t(`chartPanel.stepNote_${aggregate}`, { step: stepLabel }) : '';

  // A week or month the range enters or leaves midway is a partial point: said where it holds a total, so a
  // low first or last total is not misread (an average of part of a week is still an average).
  const partial = !native && range && aggregate === 'sum' && (step === 'week' || step === 'month') && !wholeSteps(range, step);

  const picture = useMutation({
    mutationFn: async (format: PictureFormat) => {
      if (!option) throw new Error('no chart');
      const span = range ?? rowSpan(chartRows, chart?.x);
      const subtitle = [
        span ? `${dayText(span.start)} – ${dayText(span.end)}` : '',
        stepNote || stepLabel,
        t('chartPanel.timeZone'),
        meta.data?.simulated ? t('chartPanel.simulated') : '',
      ].filter(Boolean).join(' · ');
      const blob = await toChartPicture(format, option, {
        theme,
        title: descriptor.title[locale],
        subtitle,
        background: BACKGROUND[theme],
        ...liveState(chartRef.current),
      });
      const base = exportFileName(descriptor.id, range?.start, range?.end, 'pdf').replace(/\.pdf$/, '');
      const name = `${base}${step && !native ? `_${step}` : ''}_chart.${format}`;
      saveBlob(blob, name);
      return name;
    },
  });

  if (!chart || !definition || !option) return null;

  return (
    <section className="panel chart-panel" aria-labelledby={titleId}>
      <div className="panel-head">
        <h2 id={titleId} className="panel-title">
          {t('report.chartTitle')}
          {stepNote && <span className="chart-step-note"> · {stepNote}</span>}
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

      <div className="chart-tools" role="toolbar" aria-label={t('report.chartTitle')}>
        {steps.length > 1 && (
          <div className="chart-tool">
            <span className="chart-tool-label" id={stepLabelId} title={t('chartPanel.resolutionHint')}>
              {t('chartPanel.resolution')}
            </span>
            <div className="segmented" role="group" aria-labelledby={stepLabelId}>
              {steps.map((choice) => (
                <button key={choice} type="button" aria-pressed={choice === step} onClick={() => setChosenStep(choice)}>
                  {t(`chartPanel.${choice}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        {comparable && (
          <label className="chart-tool">
            <span className="chart-tool-label">{t('chartPanel.compare')}</span>
            <select className="chart-select" value={shift} onChange={(event) => setShift(event.target.value as ComparisonShift | 'none')}>
              <option value="none">{t('chartPanel.compareNone')}</option>
              <option value="week">{t('chartPanel.compareWeek')}</option>
              <option value="year">{t('chartPanel.compareYear')}</option>
            </select>
          </label>
        )}
        {seriesCount > 2 && (
          <div className="chart-tool" role="group" aria-label={t('chartPanel.legend')}>
            <span className="chart-tool-label">{t('chartPanel.legend')}</span>
            <button type="button" className="button button-small" onClick={() => chartRef.current?.dispatchAction({ type: 'legendAllSelect' })}>
              {t('chartPanel.showAll')}
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                chartRef.current?.dispatchAction({ type: 'legendAllSelect' });
                chartRef.current?.dispatchAction({ type: 'legendInverseSelect' });
              }}
            >
              {t('chartPanel.showNone')}
            </button>
          </div>
        )}
        <div className="chart-tool chart-tool-end" role="group" aria-label={t('chartPanel.download')}>
          <span className="chart-tool-label">{t('chartPanel.download')}</span>
          {(['png', 'svg'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="button button-small"
              disabled={picture.isPending}
              aria-label={t('chartPanel.downloadAs', { format: format.toUpperCase() })}
              onClick={() => picture.mutate(format)}
            >
              <span aria-hidden="true">↓ </span>
              {t(`chartPanel.${format}`)}
            </button>
          ))}
        </div>
      </div>

      {partial && <p className="chart-hint">{t('chartPanel.partialSteps', { step: t(step === 'week' ? 'chartPanel.stepWeek' : 'chartPanel.stepMonth') })}</p>}
      {hiddenAtFirst > 0 && (
        <p className="chart-hint">
          {descriptor.chart?.firstGroups
            ? t('chartPanel.firstGroups', { shown: seriesCount - hiddenAtFirst, total: seriesCount })
            : t('chartPanel.topSeries', { shown: seriesCount - hiddenAtFirst, total: seriesCount })}
        </p>
      )}
      {legendChoice !== null && hiddenNow > 0 && <p className="chart-hint">{t('chartPanel.someSeries', { shown: seriesCount - hiddenNow, total: seriesCount })}</p>}
      {downsampled && (
        <p className="chart-hint">
          {t('chartPanel.pointsShown', { shown: formatNumber(downsampled.shown, locale), total: formatNumber(downsampled.total, locale) })}
        </p>
      )}
      <div ref={frameRef} className={stepPending ? 'chart-frame is-loading' : 'chart-frame'} aria-busy={stepPending}>
        <EChart option={option} onReady={onReady} label={`${descriptor.title[locale]}: ${definition.label[locale]}${stepNote ? `, ${stepNote}` : ''}`} />
      </div>
      {noticeItems && noticeItems.length > 0 && (
        <p className="chart-hint">
          {t('marketNotices.shown', { count: noticeItems.length })}
          {notices.data?.truncated ? ` ${t('marketNotices.truncated', { count: noticeItems.length })}` : ''}
        </p>
      )}
      {noticesOptions.enabled && notices.isError && <p className="chart-hint">{t('marketNotices.failed')}</p>}
      {noticeItems && descriptor.chart?.notices?.plantFilter && plantChosen && <NoticeTable notices={noticeItems} />}
      <p className="chart-status" role="status" aria-live="polite">
        {stepPending
          ? t('chartPanel.loadingStep')
          : stepData.isError
            ? t('chartPanel.stepFailed')
            : earlierRows && earlierRows.length === 0
              ? t('chartPanel.compareEmpty')
              : picture.isError
                ? t('chartPanel.downloadFailed')
                : picture.isSuccess
                  ? t('chartPanel.downloaded', { name: picture.data })
                  : ''}
      </p>
    </section>
  );
}

/** Whether the range starts on a step's first day and ends on a step's last (Monday to Sunday, 1st to month end). */
function wholeSteps(range: { start: string; end: string }, step: 'week' | 'month'): boolean {
  const start = new Date(`${range.start}T00:00:00Z`);
  const after = new Date(Date.parse(`${range.end}T00:00:00Z`) + DAY_MS);
  return step === 'week' ? start.getUTCDay() === 1 && after.getUTCDay() === 1 : start.getUTCDate() === 1 && after.getUTCDate() === 1;
}

/** The first and last day the rows cover, for a picture of a report without a date range (all dams). */
function rowSpan(rows: readonly ReportRow[], x: string | undefined): { start: string; end: string } | undefined {
  if (!x) return undefined;
  let start: string | undefined;
  let end: string | undefined;
  for (const row of rows) {
    const value = row[x];
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) continue;
    const day = value.slice(0, 10);
    if (!start || day < start) start = day;
    if (!end || day > end) end = day;
  }
  return start && end ? { start, end } : undefined;
}
