// The load forecast plan (LEP, /v1/consumption/data/load-estimation-plan) published the day before: the
// real consumption with a forecast error of about 2 % (weather-driven errors last several hours, plus a
// small hourly part) and no systematic bias.
import { streamId, type NoiseField } from './noise';

const N_SLOW = streamId('lep.error.slow');
const N_FAST = streamId('lep.error.fast');

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function loadForecast(noise: NoiseField, x: number, consumption: number): number {
  const error = 0.019 * noise.smooth(N_SLOW, x / 6) + 0.016 * noise.normal(N_FAST, x);
  return round2(consumption * (1 + error));
}
