// The registry of bulletin templates: one per market and period, keyed `market/period`.
import type { BulletinMarket, BulletinPeriod } from '../../bulletinKinds';
import type { BulletinTemplate } from '../bulletinModel';
import { electricityDaily } from './electricityDaily';
import { electricityMonthly } from './electricityMonthly';
import { electricityWeekly } from './electricityWeekly';
import { electricityYearly } from './electricityYearly';
import { naturalGasDaily } from './naturalGasDaily';
import { naturalGasMonthly } from './naturalGasMonthly';
import { naturalGasWeekly } from './naturalGasWeekly';
import { naturalGasYearly } from './naturalGasYearly';

export const bulletinTemplates: Readonly<Record<`${BulletinMarket}/${BulletinPeriod}`, BulletinTemplate>> = {
  'electricity/daily': electricityDaily,
  'electricity/weekly': electricityWeekly,
  'electricity/monthly': electricityMonthly,
  'electricity/yearly': electricityYearly,
  'natural-gas/daily': naturalGasDaily,
  'natural-gas/weekly': naturalGasWeekly,
  'natural-gas/monthly': naturalGasMonthly,
  'natural-gas/yearly': naturalGasYearly,
};
