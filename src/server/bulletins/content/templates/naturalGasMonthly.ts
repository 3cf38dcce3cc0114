import type { BulletinTemplate } from '../bulletinModel';
import { naturalGasSectionsBy } from './naturalGasSections';

export const naturalGasMonthly: BulletinTemplate = {
  market: 'natural-gas',
  period: 'monthly',
  title: { tr: 'Aylık doğal gaz piyasası bülteni', en: 'Monthly natural gas market bulletin' },
  intro: {
    tr: 'Ayın gaz referans fiyatları, spot piyasa fiyatları ve hacimleri, dengeleme fiyatları ve sistem dengesi; önceki dönemle karşılaştırmalı.',
    en: 'The month\'s gas reference prices, spot market prices and volumes, balancing prices and system balance, compared with the period before.',
  },
  sections: naturalGasSectionsBy('day'),
};
