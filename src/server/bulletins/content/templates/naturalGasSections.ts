// The sections of the natural-gas bulletins that span several days (week, month, year): key figures compared
// with the previous period, the reference and spot prices and the traded volume per step (days of a week or
// month, months of a year), and a table per step.
import type { BulletinSection } from '../bulletinModel';
import { gasBalancingFigures, gasPriceFigures, gasVolumeFigures } from './naturalGasFigures';

const stepWords = {
  day: { tr: 'Günlük', en: 'Daily' },
  month: { tr: 'Aylık', en: 'Monthly' },
} as const;

export function naturalGasSectionsBy(step: 'day' | 'month'): BulletinSection[] {
  const words = stepWords[step];
  const resolution = step === 'day' ? {} : { resolution: step };
  return [
    { kind: 'keyFigures', heading: { tr: 'Fiyatlar', en: 'Prices' }, figures: gasPriceFigures(true) },
    { kind: 'keyFigures', heading: { tr: 'Hacimler', en: 'Volumes' }, figures: gasVolumeFigures(true) },
    { kind: 'keyFigures', heading: { tr: 'Dengeleme', en: 'Balancing' }, figures: gasBalancingFigures(true) },
    {
      // The spot prices stay in the table: their report gives them no unit, so a chart would put them on an axis of
      // their own beside the GRF's, as if they measured something else.
      kind: 'chart', heading: { tr: `${words.tr} gaz referans fiyatı (GRF)`, en: `${words.en} gas reference price (GRF)` },
      report: 'gas-daily-reference-price', chartType: 'line', series: ['grfTl'], ...resolution,
    },
    {
      kind: 'chart', heading: { tr: `${words.tr} SGP eşleşme miktarı`, en: `${words.en} spot market matched quantity` },
      report: 'gas-total-matched-quantity', chartType: 'simpleColumn', series: ['matchAmount'], ...resolution,
    },
    {
      kind: 'table', heading: { tr: `${words.tr} değerler (fiyatlar ortalama, miktarlar toplam)`, en: `${words.en} values (prices averaged, quantities added up)` },
      report: 'gas-daily-reference-price', columns: ['date', 'grfTl', 'weightedAverage', 'matchAmount', 'tradeVolume', 'imbalance'], ...resolution,
      join: [
        { report: 'gas-sgp-price', columns: ['weightedAverage'] },
        { report: 'gas-total-matched-quantity', columns: ['matchAmount'] },
        { report: 'gas-total-trade-volume', columns: ['tradeVolume'] },
        { report: 'gas-imbalance-system', columns: ['imbalance'] },
      ],
    },
  ];
}
