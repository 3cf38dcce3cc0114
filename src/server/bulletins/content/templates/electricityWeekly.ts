import type { BulletinTemplate } from '../bulletinModel';
import { electricitySectionsBy } from './electricitySections';

export const electricityWeekly: BulletinTemplate = {
  market: 'electricity',
  period: 'weekly',
  title: { tr: 'Haftalık elektrik piyasası bülteni', en: 'Weekly electricity market bulletin' },
  intro: {
    tr: 'Haftanın piyasa takas fiyatları, dengeleme fiyatları, işlem hacimleri, üretim ve tüketimi; önceki dönemle karşılaştırmalı.',
    en: 'The week\'s market clearing prices, balancing prices, traded volumes, generation and consumption, compared with the period before.',
  },
  sections: electricitySectionsBy('day'),
};
