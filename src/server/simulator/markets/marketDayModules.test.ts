// What every market module owes the world (../modulesFillTheirDatasets.ts), over a short world across a month's
// first day, for the monthly ones.
import { modulesFillTheirDatasets } from '../modulesFillTheirDatasets';
import { marketDayModules } from './marketDayModules';

modulesFillTheirDatasets('the market modules', marketDayModules, { startDay: '2024-07-29', endDay: '2024-08-02' });
