// The transmission loss factor of an hour (iskk-list), in % of the energy carried: losses grow with the square of
// the load, so the factor is ~1.6 % at night and ~2.6 % at a peak hour (Turkey's transmission losses are about
// 2 % a year). The first version is published before the day; the last one, after metering, differs by a few
// hundredths of a point. difference = (last − first) % × the hour's consumption, MWh: the energy the settlement
// moves between the two versions.
import { streamId, type NoiseField } from '../../noise';

const N_FIRST = streamId('interconnection.loss.first');
const N_REVISION = streamId('interconnection.loss.revision');

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
const round2 = (x: number): number => Math.round(x * 100) / 100;

export interface LossFactorHour { firstVersionValue: number; lastVersionValue: number; difference: number }

/** `load` the hour's consumption, `meanLoad` the day's mean, MWh; `x` the hour's time index. */
export function lossFactorHour(noise: NoiseField, x: number, load: number, meanLoad: number): LossFactorHour {
  const r = load / meanLoad;
  const firstVersionValue = round4(2.0 * r * r * (1 + 0.03 * noise.smooth(N_FIRST, x / 48)));
  const lastVersionValue = round4(firstVersionValue + 0.04 * noise.normal(N_REVISION, x));
  return { firstVersionValue, lastVersionValue, difference: round2(((lastVersionValue - firstVersionValue) / 100) * load) };
}
