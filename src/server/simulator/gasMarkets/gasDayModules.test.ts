// What every gas market module owes the world (../modulesFillTheirDatasets.ts), over a short world across a
// week's and a month's first day.
import { modulesFillTheirDatasets } from '../modulesFillTheirDatasets';
import { gasDayModules } from './gasDayModules';

modulesFillTheirDatasets('the gas market modules', gasDayModules, { startDay: '2024-07-29', endDay: '2024-08-06' });
