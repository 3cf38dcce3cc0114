// Available installed capacity (EAK) of each source, hour by hour: the licensed fleet's installed capacity
// (registry.power-plants) less what the outage and limitation notices in force take off in that hour
// (outagesInForce.ts). With no notice running, a source's EAK is its installed capacity.
import { MS_PER_HOUR } from '../../calendar';
import type { NoiseField } from '../../noise';
import { lostInHour, outagesOfDay, seedWorld, type OutageLoss } from './outagesInForce';
import { PLANNED_SOURCES, type PlannedSource } from './planCategories';
import type { SourceValues } from './sourcePlans';

const fleets = new Map<number, SourceValues>();

/** The installed MW of each source in a seed's plant registry. */
export function installedBySource(noise: NoiseField): SourceValues {
  let fleet = fleets.get(noise.seed);
  if (!fleet) {
    fleet = Object.fromEntries(PLANNED_SOURCES.map((s) => [s, 0])) as SourceValues;
    for (const p of seedWorld(noise).plants) if (p.source in fleet) fleet[p.source as PlannedSource] += p.installedCapacity;
    fleets.set(noise.seed, fleet);
  }
  return fleet;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The 24 hours of a day's available capacity by source, from its start (wall-clock ms) and its notices. */
export function availableCapacity(installed: SourceValues, dayStart: number, outages: readonly OutageLoss[]): SourceValues[] {
  return Array.from({ length: 24 }, (_, h) => {
    const hourStart = dayStart + h * MS_PER_HOUR;
    const hour = { ...installed };
    for (const o of outages) if (o.source in hour) hour[o.source as PlannedSource] -= lostInHour(o, hourStart);
    for (const s of PLANNED_SOURCES) hour[s] = round2(Math.max(0, hour[s]));
    return hour;
  });
}

export function availableCapacityOfDay(noise: NoiseField, day: number, dayStart: number): SourceValues[] {
  return availableCapacity(installedBySource(noise), dayStart, outagesOfDay(noise, day));
}
