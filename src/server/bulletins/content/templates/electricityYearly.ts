import type { BulletinTemplate } from '../bulletinModel';
import { electricitySectionsBy } from './electricitySections';

export const electricityYearly: BulletinTemplate = {
  market: 'electricity',
  period: 'yearly',
  title: { tr: 'Yıllık elektrik piyasası bülteni', en: 'Yearly electricity market bulletin' },
  intro: {
    tr: 'Yılın piyasa takas fiyatları, dengeleme fiyatları, işlem hacimleri, üretim ve tüketimi; önceki dönemle karşılaştırmalı.',
    en: 'The year\'s market clearing prices, balancing prices, traded volumes, generation and consumption, compared with the period before.',
  },
  sections: electricitySectionsBy('month'),
};
