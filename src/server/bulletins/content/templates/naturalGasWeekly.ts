import type { BulletinTemplate } from '../bulletinModel';
import { naturalGasSectionsBy } from './naturalGasSections';

export const naturalGasWeekly: BulletinTemplate = {
  market: 'natural-gas',
  period: 'weekly',
  title: { tr: 'Haftalık doğal gaz piyasası bülteni', en: 'Weekly natural gas market bulletin' },
  intro: {
    tr: 'Haftanın gaz referans fiyatları, spot piyasa fiyatları ve hacimleri, dengeleme fiyatları ve sistem dengesi; önceki dönemle karşılaştırmalı.',
    en: 'The week\'s gas reference prices, spot market prices and volumes, balancing prices and system balance, compared with the period before.',
  },
  sections: naturalGasSectionsBy('day'),
};
