// Shares of a whole over the period (the generation mix): each column's total, read like a key figure
// (`sum(col)`, the page's own total where its summary has one), its share, largest first, in a table under a
// stacked chart per step. (A donut of fifteen sources was tried: its small slices' labels overlap.) Columns
// with nothing in the period are left out; a period with no rows says so.
import { columnDecimals } from '../../../../engine/columns/columnDecimals';
import { formatNumber } from '../../../../engine/format/formatNumber';
import { headerText } from '../../../../engine/export/headerText';
import { LOCALE_TAGS } from '../../../../engine/locale/locale';
import type { SharesSection } from '../bulletinModel';
import { bulletinText } from '../bulletinTexts';
import { figureValue } from '../figureValue';
import { BULLETIN_CHART_SIZE } from '../render/chartSvg';
import { timeColumn } from './figureText';
import type { SectionBuilder } from './sectionContext';

export const sharesSection: SectionBuilder<SharesSection> = async (section, context) => {
  const { language, frames, span } = context;
  const descriptor = frames.descriptor(section.report);
  const result = await frames.result(section.report, span.range);
  const heading = section.heading[language];
  const totals = section.columns
    .map((key) => figureValue(descriptor, result, `sum(${key})`))
    .flatMap((figure) => (figure?.kind === 'number' && figure.value > 0 ? [figure] : []))
    .sort((a, b) => b.value - a.value);
  const whole = totals.reduce((sum, t) => sum + t.value, 0);
  if (totals.length === 0 || whole <= 0) return { heading, body: { kind: 'noData', message: `${bulletinText('noData', language)}.` } };
  const percent = new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const x = timeColumn(descriptor);
  if (!x) throw new Error(`bulletin shares of "${section.report}" need a time column`);
  const charted = { ...descriptor, chart: { type: section.chartType, x: x.key, series: totals.map((t) => t.column.key) } } as typeof descriptor;
  const stepped = section.resolution ? (await frames.result(section.report, span.range, section.resolution)).items : result.items;
  const size = { width: BULLETIN_CHART_SIZE.width, height: 380 };
  const unit = totals[0]!.column;
  return {
    heading,
    body: {
      kind: 'chart',
      svg: await context.drawChart(charted, stepped, language, size),
      ...size,
      table: {
        columns: [
          { label: bulletinText('source', language), numeric: false },
          { label: headerText({ ...unit, label: { tr: bulletinText('total', 'tr'), en: bulletinText('total', 'en') } }, language), numeric: true },
          { label: bulletinText('share', language), numeric: true },
        ],
        rows: [
          ...totals.map((t) => [t.column.label[language], formatNumber(t.value, language, { decimals: columnDecimals(t.column) }), percent.format(t.value / whole)]),
          [bulletinText('total', language), formatNumber(whole, language, { decimals: columnDecimals(unit) }), percent.format(1)],
        ],
      },
    },
  };
};
