// Injection/withdrawal units (UEVÇB) of the power-plant registry: large thermal plants register one unit per
// block, wind and solar plants often a second or third unit for a capacity extension, the rest one unit.
// Unit capacities add up exactly to their plant's installed capacity; every unit has its own valid resource
// EIC and belongs to the plant owner's organisation.
import { resourceObjectEic } from './eicCode';
import type { PowerPlant } from './powerPlants';
import { createPrng, hashString, type Prng } from './prng';

export interface GenerationUnit {
  id: number;
  name: string;
  eic: string;
  /** Owner organisation (uevcb-list-bulk's orgId). */
  orgId: number;
  powerPlantId: number;
  installedCapacity: number;
  source: PowerPlant['source'];
}

const THERMAL = new Set<PowerPlant['source']>(['lignite', 'importCoal', 'blackCoal', 'asphaltiteCoal', 'naturalGas', 'fueloil']);
/** Unit numbers start far above plant numbers so unit and plant EICs never collide. */
const EIC_NUMBER_OFFSET = 100_000;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function unitCount(prng: Prng, plant: PowerPlant): number {
  if (THERMAL.has(plant.source) && plant.installedCapacity >= 200) return Math.min(8, Math.max(2, Math.round(plant.installedCapacity / 330)));
  if (plant.source === 'dammedHydro') return plant.installedCapacity >= 300 ? prng.int(2, 4) : 1;
  if (plant.source === 'wind' || plant.source === 'sun') return prng.chance(0.6) ? prng.int(2, 3) : 1;
  return prng.chance(0.3) ? 2 : 1;
}

/** Equal blocks for thermal and big hydro plants; for renewables the first unit is the original plant. */
function unitSizes(prng: Prng, plant: PowerPlant, count: number): number[] {
  const equal = THERMAL.has(plant.source) || plant.source === 'dammedHydro';
  const raw = Array.from({ length: count }, (_, k) => (equal ? 1 : k === 0 ? 2.5 + prng.next() * 2 : 0.5 + prng.next()));
  const sum = raw.reduce((a, b) => a + b, 0);
  const sizes = raw.map((r) => round3((plant.installedCapacity * r) / sum));
  sizes[0] = round3(plant.installedCapacity - sizes.slice(1).reduce((a, b) => a + b, 0));
  return sizes;
}

function unitName(plant: PowerPlant, k: number, count: number): string {
  if (count === 1) return plant.name;
  if (THERMAL.has(plant.source) || plant.source === 'dammedHydro') return `${plant.shortName} ${k + 1}. ÜNİTE`;
  return k === 0 ? plant.name : `${plant.name} ${k + 1}. KISIM (KAPASİTE ARTIŞI)`;
}

export function simulateGenerationUnits(seed: number, plants: readonly PowerPlant[], ownerOfPlant: ReadonlyMap<number, number>): GenerationUnit[] {
  const prng = createPrng((seed ^ hashString('generationUnits')) >>> 0);
  const units: GenerationUnit[] = [];
  let id = 3_000_000;
  for (const plant of [...plants].sort((a, b) => a.id - b.id)) {
    const orgId = ownerOfPlant.get(plant.id);
    if (orgId === undefined) throw new Error(`power plant ${plant.id} has no owner`);
    const count = unitCount(prng, plant);
    const sizes = unitSizes(prng, plant, count);
    for (let k = 0; k < count; k++) {
      id += 1 + prng.int(0, 6);
      units.push({
        id, name: unitName(plant, k, count), eic: resourceObjectEic(EIC_NUMBER_OFFSET + units.length, Math.floor(prng.next() * 2 ** 31)),
        orgId, powerPlantId: plant.id, installedCapacity: sizes[k]!, source: plant.source,
      });
    }
  }
  return units;
}
