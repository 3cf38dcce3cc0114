// A chart of a report's rows over the period (with other reports' series beside them), drawn by the chart type
// the template names, at the step it asks for (the day's hours, a month's days, a year's months).
import type { ReportChartSection } from '../bulletinModel';
import { bulletinText } from '../bulletinTexts';
import { BULLETIN_CHART_SIZE } from '../render/chartSvg';
import { timeColumn } from './figureText';
import { joinedRows } from './joinedRows';
import type { SectionBuilder } from './sectionContext';

export const chartSection: SectionBuilder<ReportChartSection> = async (section, context) => {
  const { language } = context;
  const { descriptor, rows } = await joinedRows(section.report, section.join ?? [], section.resolution, context);
  const heading = section.heading[language];
  const x = timeColumn(descriptor);
  if (!x) throw new Error(`bulletin chart of "${section.report}" needs a time column`);
  if (!rows.some((row) => section.series.some((key) => typeof row[key] === 'number'))) {
    return { heading, body: { kind: 'noData', message: `${bulletinText('noData', language)}.` } };
  }
  const charted = { ...descriptor, chart: { type: section.chartType, x: x.key, series: section.series } } as typeof descriptor;
  return { heading, body: { kind: 'chart', svg: await context.drawChart(charted, rows, language), ...BULLETIN_CHART_SIZE } };
};
