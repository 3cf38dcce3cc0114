// The registry of market modules (see marketDayModule.ts). Order matters only when a module reads the rows of
// another (dayRows): list the one that is read first.
import { consumerCountsModule } from './consumerCounts/consumerCountsModule';
import { consumptionMeteringModule } from './consumptionMetering/consumptionMeteringModule';
import { damEnergyModule } from './damEnergy/damEnergyModule';
import { dayAheadBookModule } from './dayAheadBook/dayAheadBookModule';
import { generationPlansModule } from './generationPlans/generationPlansModule';
import { imbalanceAndAncillaryModule } from './imbalanceAndAncillary/imbalanceAndAncillaryModule';
import { interconnectionModule } from './interconnection/interconnectionModule';
import { intradayBookModule } from './intradayBook/intradayBookModule';
import type { MarketDayModule } from './marketDayModule';
import { marketReportsModule } from './marketReports/marketReportsModule';
import { powerFuturesModule } from './powerFutures/powerFuturesModule';
import { renewablesSupportModule } from './renewablesSupport/renewablesSupportModule';
import { yekgModule } from './yekg/yekgModule';

export const marketDayModules: readonly MarketDayModule[] = [
  dayAheadBookModule, intradayBookModule, imbalanceAndAncillaryModule, powerFuturesModule, yekgModule, marketReportsModule,
  // Generation, consumption, renewables, transmission and dams (issue 14).
  generationPlansModule, consumptionMeteringModule, consumerCountsModule, damEnergyModule, interconnectionModule, renewablesSupportModule,
];
