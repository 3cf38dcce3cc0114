import type { BulletinTemplate } from '../bulletinModel';
import { gasBalancingFigures, gasPriceFigures, gasVolumeFigures } from './naturalGasFigures';

export const naturalGasDaily: BulletinTemplate = {
  market: 'natural-gas',
  period: 'daily',
  title: { tr: 'Günlük doğal gaz piyasası bülteni', en: 'Daily natural gas market bulletin' },
  intro: {
    tr: 'Gaz gününün referans fiyatı, spot piyasa fiyatları ve hacimleri, dengeleme fiyatları ve sistem dengesi.',
    en: 'The gas day\'s reference price, spot market prices and volumes, balancing prices and system balance.',
  },
  sections: [
    { kind: 'keyFigures', heading: { tr: 'Fiyatlar', en: 'Prices' }, figures: gasPriceFigures(false) },
    { kind: 'keyFigures', heading: { tr: 'Hacimler', en: 'Volumes' }, figures: gasVolumeFigures(false) },
    { kind: 'keyFigures', heading: { tr: 'Dengeleme', en: 'Balancing' }, figures: gasBalancingFigures(false) },
    {
      kind: 'table', heading: { tr: 'Sözleşmelere göre eşleşme miktarları', en: 'Matched quantities by contract' },
      report: 'gas-daily-matched-quantity', columns: ['contractName', 'dayAheadMatchingQuantity', 'intraDayMatchingQuantity', 'dayAfterMatchingQuantity', 'total'],
    },
  ],
};
