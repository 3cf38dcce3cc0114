// The sections of the electricity bulletins that span several days (week, month, year): key figures compared
// with the previous period, then the prices and the consumption per step (days of a week or month, months of
// a year), the generation mix and a table per step.
import type { BulletinSection } from '../bulletinModel';
import { balancingFigures, dayAheadPriceFigures, GENERATION_SOURCES, intradayFigures, volumeFigures } from './electricityFigures';

const stepWords = {
  day: { tr: 'Günlük', en: 'Daily' },
  month: { tr: 'Aylık', en: 'Monthly' },
} as const;

export function electricitySectionsBy(step: 'day' | 'month'): BulletinSection[] {
  const words = stepWords[step];
  return [
    { kind: 'keyFigures', heading: { tr: 'Gün öncesi piyasası', en: 'Day-ahead market' }, figures: dayAheadPriceFigures(true) },
    { kind: 'keyFigures', heading: { tr: 'Dengeleme ve gün içi piyasası', en: 'Balancing and intraday market' }, figures: [...balancingFigures(true), ...intradayFigures(true)] },
    { kind: 'keyFigures', heading: { tr: 'Hacimler, üretim ve tüketim', en: 'Volumes, generation and consumption' }, figures: volumeFigures(true) },
    {
      kind: 'chart', heading: { tr: `${words.tr} ortalama PTF, SMF ve GİP fiyatı`, en: `${words.en} average MCP, SMP and IDM price` },
      report: 'dam-mcp', chartType: 'line', series: ['price', 'systemMarginalPrice', 'wap'], resolution: step,
      join: [{ report: 'system-marginal-price', columns: ['systemMarginalPrice'] }, { report: 'idm-weighted-average-price', columns: ['wap'] }],
    },
    {
      kind: 'chart', heading: { tr: `${words.tr} gerçek zamanlı tüketim`, en: `${words.en} real-time consumption` },
      report: 'realtime-consumption', chartType: 'simpleColumn', series: ['consumption'], resolution: step,
    },
    { kind: 'shares', heading: { tr: 'Kaynaklara göre üretim', en: 'Generation by source' }, report: 'realtime-generation', columns: GENERATION_SOURCES, chartType: 'stackedColumn', resolution: step },
    {
      kind: 'table', heading: { tr: `${words.tr} değerler (fiyatlar ortalama, miktarlar toplam)`, en: `${words.en} values (prices averaged, quantities added up)` },
      report: 'dam-mcp', columns: ['date', 'price', 'systemMarginalPrice', 'wap', 'matchedBids', 'volumeOfAsk', 'consumption'], resolution: step,
      join: [
        { report: 'system-marginal-price', columns: ['systemMarginalPrice'] },
        { report: 'idm-weighted-average-price', columns: ['wap'] },
        { report: 'dam-clearing-quantity', columns: ['matchedBids'] },
        { report: 'dam-trade-value', columns: ['volumeOfAsk'] },
        { report: 'realtime-consumption', columns: ['consumption'] },
      ],
    },
  ];
}
