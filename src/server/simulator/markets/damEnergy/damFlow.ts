// A dam's day at its turbines (flow-rate-and-installed-power): the mean flow through the turbines, m³/s. The
// reservoir plants of the registry run together at the system's dammed-hydro output of the day (the day's chain),
// each a little more when its reservoir is full and less when it is low, ±20 % of its own; the flow is the power
// of the day divided by what a cubic metre gives at the day's head. The power never reaches the installed power
// (at most 97 %), so flow × head × ρ·g·η stays below it.
import { DAMS, type Dam } from '../../dams';
import { streamId, type NoiseField } from '../../noise';
import { headAt, powerOf } from './damHydraulics';

const N_DAM_LOAD = streamId('dam.flow.load');
const MAX_LOAD = 0.97;
const MIN_LOAD = 0.02;

/** Installed power of the registry's dams, MW. */
export const DAM_INSTALLED_MW = DAMS.reduce((s, d) => s + d.installedCapacity, 0);

/**
 * The mean turbine flow of a dam on a day, m³/s (2 decimals): `systemLoad` is the day's mean dammed-hydro
 * generation over the registry's installed power, `fullness` the reservoir's active fullness (0–1).
 */
export function turbineFlow(noise: NoiseField, dam: Dam, day: number, kot: number, systemLoad: number, fullness: number): number {
  const own = 0.8 + 0.4 * noise.uniform(N_DAM_LOAD, day * 4096 + (dam.id % 4096));
  const load = Math.min(MAX_LOAD, Math.max(MIN_LOAD, systemLoad * (0.6 + 0.8 * fullness) * own));
  const perCubicMetre = powerOf(1, headAt(dam, kot));
  return Math.floor((dam.installedCapacity * load / perCubicMetre) * 100) / 100;
}
