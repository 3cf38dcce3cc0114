import type { BulletinTemplate } from '../bulletinModel';
import { naturalGasSectionsBy } from './naturalGasSections';

export const naturalGasYearly: BulletinTemplate = {
  market: 'natural-gas',
  period: 'yearly',
  title: { tr: 'Yıllık doğal gaz piyasası bülteni', en: 'Yearly natural gas market bulletin' },
  intro: {
    tr: 'Yılın gaz referans fiyatları, spot piyasa fiyatları ve hacimleri, dengeleme fiyatları ve sistem dengesi; önceki dönemle karşılaştırmalı.',
    en: 'The year\'s gas reference prices, spot market prices and volumes, balancing prices and system balance, compared with the period before.',
  },
  sections: naturalGasSectionsBy('month'),
};
