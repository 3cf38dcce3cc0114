import { beforeAll, describe, expect, it } from 'vitest';
import { parseDay } from './calendar';
import { simulateGenerationUnits, type GenerationUnit } from './generationUnits';
import { createMarketMessages, MAX_SPAN_DAYS, UMM_MESSAGE_TYPES } from './marketMessages';
import { createNoise } from './noise';
import { simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';
import type { SimRow } from './simulateWorld';
import { DEFAULT_SEED } from './simulateWorld';

const FIRST = parseDay('2024-01-01');
const LAST = parseDay('2025-12-31');
const DAYS = LAST - FIRST + 1;
let rows: SimRow[];
let units: Map<number, GenerationUnit>;
let messages: ReturnType<typeof createMarketMessages>;
const hours = (r: SimRow): number => (Date.parse(String(r.caseEndDate)) - Date.parse(String(r.caseStartDate))) / 3_600_000;
const ofType = (t: number): SimRow[] => rows.filter((r) => r.mesajTipId === t);
const monthOf = (r: SimRow): number => new Date(Number(r.ts)).getUTCMonth() + 1;

beforeAll(() => {
  const plants = simulatePowerPlants(DEFAULT_SEED);
  const { organizations, ownerOfPlant } = simulateOrganizations(DEFAULT_SEED, plants);
  const list = simulateGenerationUnits(DEFAULT_SEED, plants, ownerOfPlant);
  units = new Map(list.map((u) => [u.id, u]));
  messages = createMarketMessages(createNoise(DEFAULT_SEED), { plants, organizations, units: list });
  rows = messages.rows(FIRST, LAST);
});

describe('market message system notices', () => {
  it('publishes a few to a dozen notices a day, of every message type', () => {
    expect(rows.length / DAYS).toBeGreaterThan(6);
    expect(rows.length / DAYS).toBeLessThan(14);
    for (const { id } of UMM_MESSAGE_TYPES) expect(ofType(id).length / DAYS, `type ${id}`).toBeGreaterThan(1.5);
  });

  it('gives planned maintenance days to weeks, faults hours to days', () => {
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    expect(median(ofType(2).map(hours))).toBeGreaterThanOrEqual(4 * 24);
    expect(Math.max(...ofType(2).map(hours))).toBeLessThanOrEqual(MAX_SPAN_DAYS * 24);
    expect(median(ofType(1).map(hours))).toBeGreaterThan(4);
    expect(median(ofType(1).map(hours))).toBeLessThan(48);
  });

  it('plans maintenance in spring and autumn rather than in the summer peak', () => {
    const planned = ofType(2);
    const count = (months: number[]): number => planned.filter((r) => months.includes(monthOf(r))).length;
    expect(count([4, 5, 10])).toBeGreaterThan(1.8 * count([7, 8, 12]));
  });

  it('lays up mostly thermal and hydro units for maintenance, and old coal fails more often than gas per MW', () => {
    const sourceShare = (list: SimRow[], sources: string[]): number => list.filter((r) => sources.includes(units.get(Number(r.uevcbId))!.source)).length / list.length;
    expect(sourceShare(ofType(2), ['lignite', 'importCoal', 'blackCoal', 'asphaltiteCoal', 'naturalGas', 'fueloil', 'dammedHydro', 'river'])).toBeGreaterThan(0.85);
    const perGw = (source: string): number => {
      const gw = [...units.values()].filter((u) => u.source === source).reduce((a, u) => a + u.installedCapacity, 0) / 1000;
      return ofType(1).filter((r) => units.get(Number(r.uevcbId))!.source === source).length / gw;
    };
    expect(perGw('lignite')).toBeGreaterThan(1.5 * perGw('naturalGas'));
  });

  it('keeps every notice within the unit it names: its installed power, source-fitting reasons, capacity between 0 and it', () => {
    for (const r of rows) {
      const unit = units.get(Number(r.uevcbId))!;
      expect(r.operatorPower).toBe(unit.installedCapacity);
      expect(r.powerPlantId).toBe(unit.powerPlantId);
      expect(r.organizationId).toBe(unit.orgId);
      const capacity = Number(r.capacityAtCaseTime);
      expect(capacity).toBeGreaterThanOrEqual(0);
      expect(capacity).toBeLessThanOrEqual(unit.installedCapacity);
      if (r.mesajTipId === 3) expect(capacity).toBeGreaterThan(0);
      if (r.reason === 'Su yetersizliği') expect(['dammedHydro', 'river']).toContain(unit.source);
      if (r.reason === 'Kazan tüp patlağı') expect(['lignite', 'importCoal', 'blackCoal', 'asphaltiteCoal', 'fueloil']).toContain(unit.source);
    }
  });

  it('never starts a notice for a unit while an earlier notice of that unit is still running', () => {
    const byUnit = new Map<number, SimRow[]>();
    for (const r of rows) byUnit.set(Number(r.uevcbId), [...(byUnit.get(Number(r.uevcbId)) ?? []), r]);
    for (const list of byUnit.values()) {
      for (let i = 1; i < list.length; i++) {
        expect(Date.parse(String(list[i]!.caseStartDate))).toBeGreaterThanOrEqual(Date.parse(String(list[i - 1]!.caseEndDate)));
      }
    }
  });

  it('keys a notice by its start hour, with unique ids and an hourly fault breakdown', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows.slice(0, 500)) {
      const start = Date.parse(String(r.caseStartDate)) + 3 * 3_600_000;
      expect(Number(r.ts)).toBe(Math.floor(start / 3_600_000) * 3_600_000);
      expect(String(r.caseEndDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00$/);
      const details = JSON.parse(String(r.faultDetails)) as { hour: string; remainingCapacity: number; faultCausedPowerLoss: number }[];
      if (r.mesajTipId === 2) expect(details).toEqual([]);
      else {
        expect(details.length).toBeGreaterThan(0);
        expect(details[0]!.remainingCapacity).toBe(r.capacityAtCaseTime);
        expect(details[0]!.faultCausedPowerLoss).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('gives the rows of a short range exactly as inside a longer run', () => {
    const part = messages.rows(parseDay('2024-03-01'), parseDay('2024-03-10'));
    const from = Date.UTC(2024, 2, 1);
    const to = Date.UTC(2024, 2, 11);
    expect(part.length).toBeGreaterThan(40);
    expect(part).toEqual(rows.filter((r) => Number(r.ts) >= from && Number(r.ts) < to));
  });
});
