import type { BulletinTemplate } from '../bulletinModel';
import { balancingFigures, dayAheadPriceFigures, GENERATION_SOURCES, intradayFigures, volumeFigures } from './electricityFigures';

export const electricityDaily: BulletinTemplate = {
  market: 'electricity',
  period: 'daily',
  title: { tr: 'Günlük elektrik piyasası bülteni', en: 'Daily electricity market bulletin' },
  intro: {
    tr: 'Günün piyasa takas fiyatları, dengeleme fiyatları, işlem hacimleri, üretim ve tüketimi.',
    en: 'The day\'s market clearing prices, balancing prices, traded volumes, generation and consumption.',
  },
  sections: [
    { kind: 'keyFigures', heading: { tr: 'Gün öncesi piyasası', en: 'Day-ahead market' }, figures: dayAheadPriceFigures(false) },
    { kind: 'keyFigures', heading: { tr: 'Dengeleme ve gün içi piyasası', en: 'Balancing and intraday market' }, figures: [...balancingFigures(false), ...intradayFigures(false)] },
    { kind: 'keyFigures', heading: { tr: 'Hacimler, üretim ve tüketim', en: 'Volumes, generation and consumption' }, figures: volumeFigures(false) },
    {
      kind: 'chart', heading: { tr: 'Saatlik PTF, SMF ve GİP fiyatı', en: 'Hourly MCP, SMP and IDM price' },
      report: 'dam-mcp', chartType: 'line', series: ['price', 'systemMarginalPrice', 'wap'],
      join: [{ report: 'system-marginal-price', columns: ['systemMarginalPrice'] }, { report: 'idm-weighted-average-price', columns: ['wap'] }],
    },
    { kind: 'shares', heading: { tr: 'Kaynaklara göre üretim', en: 'Generation by source' }, report: 'realtime-generation', columns: GENERATION_SOURCES, chartType: 'stackedArea' },
    {
      kind: 'table', heading: { tr: 'Saatlik değerler', en: 'Hourly values' },
      report: 'dam-mcp', columns: ['hour', 'price', 'systemMarginalPrice', 'wap', 'matchedBids', 'consumption'],
      join: [
        { report: 'system-marginal-price', columns: ['systemMarginalPrice'] },
        { report: 'idm-weighted-average-price', columns: ['wap'] },
        { report: 'dam-clearing-quantity', columns: ['matchedBids'] },
        { report: 'realtime-consumption', columns: ['consumption'] },
      ],
    },
  ],
};
