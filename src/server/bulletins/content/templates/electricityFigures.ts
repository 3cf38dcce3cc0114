// The electricity bulletins' key figures, shared by the four periods (a template picks the lists it shows and
// whether each is compared with the previous period). Labels in both languages; values read from the report
// pages named by id.
import type { FigureSpec } from '../bulletinModel';

const compared = (figures: FigureSpec[], compare: boolean): FigureSpec[] => figures.map((f) => (compare ? { ...f, compare } : f));

export const dayAheadPriceFigures = (compare: boolean): FigureSpec[] => compared([
  { label: { tr: 'PTF ortalaması', en: 'Average MCP' }, report: 'dam-mcp', value: 'avg(price)' },
  { label: { tr: 'PTF ağırlıklı ortalaması', en: 'Volume-weighted MCP' }, report: 'dam-mcp', value: 'summary(ptfWeightedAvg)' },
  { label: { tr: 'En düşük PTF', en: 'Lowest MCP' }, report: 'dam-mcp', value: 'min(price)' },
  { label: { tr: 'En yüksek PTF', en: 'Highest MCP' }, report: 'dam-mcp', value: 'max(price)' },
  { label: { tr: 'PTF ortalaması (USD)', en: 'Average MCP (USD)' }, report: 'dam-mcp', value: 'avg(priceUsd)' },
], compare);

export const balancingFigures = (compare: boolean): FigureSpec[] => [
  ...compared([
    { label: { tr: 'SMF ortalaması', en: 'Average SMP' }, report: 'system-marginal-price', value: 'avg(systemMarginalPrice)' },
    { label: { tr: 'En düşük SMF', en: 'Lowest SMP' }, report: 'system-marginal-price', value: 'min(systemMarginalPrice)' },
    { label: { tr: 'En yüksek SMF', en: 'Highest SMP' }, report: 'system-marginal-price', value: 'max(systemMarginalPrice)' },
  ], compare),
  { label: { tr: 'Sistem yönü', en: 'System direction' }, report: 'system-direction', value: 'tally(systemDirection)' },
];

export const intradayFigures = (compare: boolean): FigureSpec[] => compared([
  { label: { tr: 'GİP ağırlıklı ortalama fiyatı (saatlerin ortalaması)', en: 'IDM weighted average price (mean of the hours)' }, report: 'idm-weighted-average-price', value: 'avg(wap)' },
  { label: { tr: 'GİP eşleşme miktarı', en: 'IDM matched quantity' }, report: 'idm-matching-quantity', value: 'sum(clearingQuantityAsk)' },
], compare);

export const volumeFigures = (compare: boolean): FigureSpec[] => compared([
  { label: { tr: 'GÖP eşleşme miktarı', en: 'DAM matched quantity' }, report: 'dam-clearing-quantity', value: 'sum(matchedBids)' },
  { label: { tr: 'GÖP işlem hacmi', en: 'DAM trade value' }, report: 'dam-trade-value', value: 'sum(volumeOfAsk)' },
  { label: { tr: 'Gerçek zamanlı tüketim', en: 'Real-time consumption' }, report: 'realtime-consumption', value: 'sum(consumption)' },
  { label: { tr: 'En yüksek saatlik tüketim', en: 'Highest hourly consumption' }, report: 'realtime-consumption', value: 'max(consumption)' },
  { label: { tr: 'Gerçek zamanlı üretim', en: 'Real-time generation' }, report: 'realtime-generation', value: 'sum(total)' },
], compare);

/** The generation sources of the real-time generation report, as its chart stacks them. */
export const GENERATION_SOURCES = ['naturalGas', 'dammedHydro', 'lignite', 'river', 'importCoal', 'wind', 'sun', 'fueloil', 'geothermal', 'asphaltiteCoal', 'blackCoal', 'biomass', 'naphta', 'lng', 'wasteheat'];
