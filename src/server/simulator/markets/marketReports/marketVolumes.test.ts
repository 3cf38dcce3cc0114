// The market volumes against the datasets they come from, in a simulated world: each part of a day is its source
// dataset's day sum, the month is the sum of its days, and a world that starts later gives the same rows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, simulateWorld, type SimRow } from '../../simulateWorld';
import { MARKET_VOLUME_DATASETS as V } from './marketVolumes';

const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-06-28', endDay: '2024-08-01' }).datasets;
const later = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-07-01', endDay: '2024-08-01' }).datasets;

const DAY_MS = 86_400_000;
const JULY = Date.UTC(2024, 6, 1);
const AUGUST = Date.UTC(2024, 7, 1);
const inJuly = (r: SimRow) => (r.ts as number) >= JULY && (r.ts as number) < AUGUST;
const dayOf = (r: SimRow) => Math.floor((r.ts as number) / DAY_MS) * DAY_MS;
const cents = (x: unknown) => Math.round(Number(x) * 100);

/** Σ of `field(row)` per day, in cents, over the July rows of a dataset. */
function dailyCents(id: string, field: (r: SimRow) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const r of world[id]!.filter(inJuly)) sums.set(dayOf(r), (sums.get(dayOf(r)) ?? 0) + cents(field(r)));
  return sums;
}
const julyDays = world[V.physical]!.filter(inJuly);
const [julyMonth] = world[V.periodic]!.filter((r) => r.ts === JULY);

describe('electricity market volumes, physically (daily)', () => {
  it('has one row per day', () => {
    expect(julyDays.map((r) => r.ts)).toEqual(Array.from({ length: 31 }, (_, i) => JULY + i * DAY_MS));
  });

  it('adds the parts up to the total and the public and private bilateral parts up to the bilateral total, to the cent', () => {
    for (const r of julyDays) {
      expect(cents(r.toplamHacim)).toBe(cents(r.iaHacmi) + cents(r.gopHacmi) + cents(r.dgpHacmi) + cents(r.gipHacmi) + cents(r.vepHacmi));
      expect(cents(r.iaHacmi)).toBe(cents(r.iaKamu) + cents(r.iaOzel));
      expect(r.iaOzel as number).toBeGreaterThan(r.iaKamu as number);
    }
  });

  it('takes every part from its dataset: the day sum of the hourly rows and EÜAŞ\'s bilateral contracts', () => {
    const sources: [string, Map<number, number>][] = [
      ['iaHacmi', dailyCents('bilateral.bid-quantity', (r) => Number(r.quantity))],
      ['iaKamu', dailyCents('bilateral.euas-retailers', (r) => Number(r.contractAmount))],
      ['gopHacmi', dailyCents('dam.mcp', (r) => Number(r.volume))],
      ['dgpHacmi', dailyCents('bpm.order-summary', (r) => Number(r.upRegulationDelivered) + Number(r.downRegulationDelivered))],
      ['gipHacmi', dailyCents('idm.hourly', (r) => Number(r.clearingQuantityAsk))],
    ];
    for (const r of julyDays) {
      for (const [field, sums] of sources) expect(cents(r[field]), `${field} on ${new Date(r.ts as number).toISOString()}`).toBe(sums.get(r.ts as number) ?? 0);
    }
    // Futures deliver every day (futuresDelivery.test.ts checks the amounts), more on business days with peak hours.
    for (const r of julyDays) expect(r.vepHacmi as number).toBeGreaterThan(0);
  });
});

describe('periodic market volumes (monthly)', () => {
  it('writes one row per month at the month\'s first hour', () => {
    expect(world[V.periodic]!.map((r) => r.ts)).toEqual([JULY, AUGUST]);
  });

  it('sums the month\'s daily bilateral volumes, public + private = total', () => {
    const sum = (field: string) => julyDays.reduce((s, r) => s + cents(r[field]), 0);
    expect(cents(julyMonth!.iaMiktar)).toBe(sum('iaHacmi'));
    expect(cents(julyMonth!.iaKamu)).toBe(sum('iaKamu'));
    expect(cents(julyMonth!.iaOzel)).toBe(sum('iaOzel'));
  });

  it('measures injection and withdrawal with the month\'s settlement metering, the injection- and withdrawal-quantity reports', () => {
    const total = (id: string, field: string) => world[id]!.filter(inJuly).reduce((s, r) => s + cents(r[field]), 0);
    expect(cents(julyMonth!.uecm)).toBe(total('consumption.uecm', 'swv'));
    expect(cents(julyMonth!.uevm)).toBe(total('generation.injection-quantity', 'total'));
    // Within the grid's losses of what real-time data says was consumed.
    expect(cents(julyMonth!.uecm) / total('consumption.realtime', 'consumption')).toBeGreaterThan(0.97);
  });

  it('gives shares of the withdrawal that turn back into the month\'s volumes', () => {
    const uecm = julyMonth!.uecm as number;
    const back = (share: string) => ((julyMonth![share] as number) * uecm) / 100;
    const sum = (field: string) => julyDays.reduce((s, r) => s + cents(r[field]), 0) / 100;
    expect(back('gopOran')).toBeCloseTo(sum('gopHacmi'), 4);
    expect(back('dgpOran')).toBeCloseTo(sum('dgpHacmi'), 4);
    expect(back('oedmOran')).toBeCloseTo(sum('gopHacmi') + sum('gipHacmi') + sum('vepHacmi'), 4);
    const imbalance = world['imbalance.quantity']!.filter(inJuly).reduce((s, r) => s + cents(r.positiveImbalance) - cents(r.negativeImbalance), 0) / 100;
    expect(back('edmOran')).toBeCloseTo(imbalance, 4);
    // Plausible levels: day-ahead a third or so of the withdrawal, the organised markets more, balancing a few %.
    expect(julyMonth!.gopOran as number).toBeGreaterThan(25);
    expect(julyMonth!.oedmOran as number).toBeGreaterThan(julyMonth!.gopOran as number);
    expect(julyMonth!.dgpOran as number).toBeLessThan(15);
    expect(julyMonth!.stCekisOran as number).toBeGreaterThan(50);
    expect(julyMonth!.stCekisOran as number).toBeLessThan(90);
  });

  it('prices the zero-balance adjustment from the imbalance amounts and the priced instructions of the month', () => {
    const imbalance = world['imbalance.amount']!.filter(inJuly).reduce((s, r) => s + Number(r.positiveImbalance) + Number(r.negativeImbalance), 0);
    const orders = world['bpm.order-summary']!.filter(inJuly);
    const prices = world['reporting.bpm-instructions']!.filter(inJuly);
    let instructions = 0;
    orders.forEach((o, i) => {
      const p = prices[i]!;
      instructions += Number(o.upRegulationZeroCoded) * Number(p.yalSifirAgrOrt) + Number(o.upRegulationOneCoded) * Number(p.yalBirAgrOrt)
        + Number(o.upRegulationTwoCoded) * Number(p.yalIkiAgrOrt) - Number(o.downRegulationZeroCoded) * Number(p.yatSifirAgrOrt)
        - Number(o.downRegulationOneCoded) * Number(p.yatBirAgrOrt) - Number(o.downRegulationTwoCoded) * Number(p.yatIkiAgrOrt);
    });
    // The published averages are rounded to the kuruş, so the month agrees to well under a TL per hour.
    expect(Math.abs((julyMonth!.sbdt as number) - (imbalance + instructions))).toBeLessThan(orders.length * 6 * 0.01 * 50);
  });
});

describe('range independence', () => {
  it('gives the same daily and monthly rows in a world that starts later', () => {
    expect(later[V.physical]!.filter(inJuly)).toEqual(julyDays);
    expect(later[V.periodic]).toEqual(world[V.periodic]);
  });
});
