// The natural-gas bulletins' key figures, shared by the four periods. Labels in both languages; values read
// from the spot market's report pages named by id.
import type { FigureSpec } from '../bulletinModel';

const compared = (figures: FigureSpec[], compare: boolean): FigureSpec[] => figures.map((f) => (compare ? { ...f, compare } : f));

/** Over a single day each price is one value; over longer periods the lowest and highest day are named too. */
export const gasPriceFigures = (manyDays: boolean): FigureSpec[] => compared([
  { label: { tr: 'Gaz referans fiyatı (GRF)', en: 'Gas reference price (GRF)' }, report: 'gas-daily-reference-price', value: 'avg(grfTl)' },
  ...(manyDays ? [
    { label: { tr: 'En düşük GRF', en: 'Lowest GRF' }, report: 'gas-daily-reference-price', value: 'min(grfTl)' },
    { label: { tr: 'En yüksek GRF', en: 'Highest GRF' }, report: 'gas-daily-reference-price', value: 'max(grfTl)' },
  ] satisfies FigureSpec[] : []),
  { label: { tr: 'GRF (USD/MMBtu)', en: 'GRF (USD/MMBtu)' }, report: 'gas-daily-reference-price', value: 'avg(grfUsdMmBtu)' },
  { label: { tr: 'SGP ağırlıklı ortalama fiyatı', en: 'Spot market weighted average price' }, report: 'gas-sgp-price', value: 'avg(weightedAverage)' },
  { label: { tr: 'Gün öncesi fiyatı', en: 'Day-ahead price' }, report: 'gas-sgp-price', value: 'avg(dayAheadPrice)' },
  { label: { tr: 'Gün içi fiyatı', en: 'Intraday price' }, report: 'gas-sgp-price', value: 'avg(intraDayPrice)' },
], manyDays);

export const gasVolumeFigures = (compare: boolean): FigureSpec[] => compared([
  { label: { tr: 'SGP toplam eşleşme miktarı', en: 'Spot market matched quantity' }, report: 'gas-total-matched-quantity', value: 'sum(matchAmount)' },
  { label: { tr: 'SGP toplam işlem hacmi', en: 'Spot market trade value' }, report: 'gas-total-trade-volume', value: 'sum(tradeVolume)' },
], compare);

export const gasBalancingFigures = (compare: boolean): FigureSpec[] => [
  ...compared([
    { label: { tr: 'Dengeleme gazı alış fiyatı', en: 'Balancing gas purchase price' }, report: 'gas-balancing-gas-price', value: 'avg(balancingGasPurchase)' },
    { label: { tr: 'Dengeleme gazı satış fiyatı', en: 'Balancing gas sale price' }, report: 'gas-balancing-gas-price', value: 'avg(balancingGasSale)' },
    { label: { tr: 'Sistem dengesizliği', en: 'System imbalance' }, report: 'gas-imbalance-system', value: 'sum(imbalance)' },
  ], compare),
  { label: { tr: 'Sistem yönü', en: 'System direction' }, report: 'gas-system-direction', value: 'tally(systemDirection)' },
];
