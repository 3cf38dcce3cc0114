import type { BulletinTemplate } from '../bulletinModel';
import { electricitySectionsBy } from './electricitySections';

export const electricityMonthly: BulletinTemplate = {
  market: 'electricity',
  period: 'monthly',
  title: { tr: 'Aylık elektrik piyasası bülteni', en: 'Monthly electricity market bulletin' },
  intro: {
    tr: 'Ayın piyasa takas fiyatları, dengeleme fiyatları, işlem hacimleri, üretim ve tüketimi; önceki dönemle karşılaştırmalı.',
    en: 'The month\'s market clearing prices, balancing prices, traded volumes, generation and consumption, compared with the period before.',
  },
  sections: electricitySectionsBy('day'),
};
