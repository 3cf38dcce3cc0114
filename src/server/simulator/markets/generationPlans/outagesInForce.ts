// The generation lost to the Market Message System's outage and limitation notices (umm.messages), hour by hour:
// the same notices the world stores (marketMessages.ts, drawn for the notices that can still be running: those
// that started within MAX_SPAN_DAYS), each taking operatorPower − capacityAtCaseTime MW off its unit for the part
// of the hour it covers. Pure in the seed and the day.
import { MS_PER_DAY, MS_PER_HOUR } from '../../calendar';
import { simulateGenerationUnits } from '../../generationUnits';
import { createMarketMessages, MAX_SPAN_DAYS } from '../../marketMessages';
import type { NoiseField } from '../../noise';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants, type PowerPlant } from '../../powerPlants';
import type { SimRow } from '../../simulateWorld';

/** One notice's loss: which unit, plant and source, from when to when (wall-clock ms), how many MW. */
export interface OutageLoss {
  uevcbId: number;
  powerPlantId: number;
  source: PowerPlant['source'];
  start: number;
  end: number;
  lostMw: number;
}

interface SeedWorld {
  plants: readonly PowerPlant[];
  sourceOfUnit: ReadonlyMap<number, PowerPlant['source']>;
  messages: ReturnType<typeof createMarketMessages>;
}

const worlds = new Map<number, SeedWorld>();

export function seedWorld(noise: NoiseField): SeedWorld {
  let world = worlds.get(noise.seed);
  if (!world) {
    const plants = simulatePowerPlants(noise.seed);
    const { organizations, ownerOfPlant } = simulateOrganizations(noise.seed, plants);
    const units = simulateGenerationUnits(noise.seed, plants, ownerOfPlant);
    world = { plants, sourceOfUnit: new Map(units.map((u) => [u.id, u.source])), messages: createMarketMessages(noise, { plants, organizations, units }) };
    worlds.set(noise.seed, world);
  }
  return world;
}

const wallMs = (iso: string): number => Date.parse(`${iso.slice(0, 19)}Z`);

/**
 * The losses of the notices starting in one block of BLOCK_DAYS days, as the world stores them (rows() checks
 * overlaps against the notices of the MAX_SPAN_DAYS before the block, so a block's rows are those of any longer
 * run). Computed once per block: a day reads the two or three blocks its running notices can have started in.
 */
const BLOCK_DAYS = 64;
const blocks = new Map<string, OutageLoss[]>();

function lossesOfBlock(noise: NoiseField, block: number): OutageLoss[] {
  const key = `${noise.seed}:${block}`;
  let losses = blocks.get(key);
  if (!losses) {
    const world = seedWorld(noise);
    losses = world.messages.rows(block * BLOCK_DAYS, block * BLOCK_DAYS + BLOCK_DAYS - 1).map((r: SimRow) => ({
      uevcbId: Number(r.uevcbId), powerPlantId: Number(r.powerPlantId), source: world.sourceOfUnit.get(Number(r.uevcbId))!,
      start: wallMs(String(r.caseStartDate)), end: wallMs(String(r.caseEndDate)),
      lostMw: Math.max(0, Number(r.operatorPower) - Number(r.capacityAtCaseTime)),
    }));
    if (blocks.size >= 8) blocks.delete(blocks.keys().next().value!);
    blocks.set(key, losses);
  }
  return losses;
}

/** The losses of the notices in force at some moment of the day (day number). */
export function outagesOfDay(noise: NoiseField, day: number): OutageLoss[] {
  const dayStart = day * MS_PER_DAY;
  const out: OutageLoss[] = [];
  for (let block = Math.floor((day - MAX_SPAN_DAYS) / BLOCK_DAYS); block <= Math.floor(day / BLOCK_DAYS); block++) {
    for (const o of lossesOfBlock(noise, block)) if (o.end > dayStart && o.start < dayStart + MS_PER_DAY) out.push(o);
  }
  return out;
}

/** The MW a loss takes off in the hour starting at `hourStart`, by the part of the hour it covers. */
export function lostInHour(loss: OutageLoss, hourStart: number): number {
  const covered = Math.min(loss.end, hourStart + MS_PER_HOUR) - Math.max(loss.start, hourStart);
  return covered > 0 ? (loss.lostMw * covered) / MS_PER_HOUR : 0;
}
