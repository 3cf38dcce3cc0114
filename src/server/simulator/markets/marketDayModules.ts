// The registry of market modules (see marketDayModule.ts). Order matters only when a module reads the rows of
// another (dayRows): list the one that is read first.
import { dayAheadBookModule } from './dayAheadBook/dayAheadBookModule';
import { imbalanceAndAncillaryModule } from './imbalanceAndAncillary/imbalanceAndAncillaryModule';
import { intradayBookModule } from './intradayBook/intradayBookModule';
import type { MarketDayModule } from './marketDayModule';
import { marketReportsModule } from './marketReports/marketReportsModule';
import { powerFuturesModule } from './powerFutures/powerFuturesModule';
import { yekgModule } from './yekg/yekgModule';

export const marketDayModules: readonly MarketDayModule[] = [
  dayAheadBookModule, intradayBookModule, imbalanceAndAncillaryModule, powerFuturesModule, yekgModule, marketReportsModule,
];
