import { describe, expect, it } from 'vitest';
import { gasReferencePrice } from '../../gas';
import { createNoise } from '../../noise';
import { simulateWorld, type SimRow } from '../../simulateWorld';
import { VGP_DATASETS } from './gasFuturesDayRows';

const SEED = 3;
const vgpRows = (startDay: string, endDay: string) => {
  const { datasets } = simulateWorld({ seed: SEED, startDay, endDay });
  return Object.fromEntries(Object.values(VGP_DATASETS).map((id) => [id, datasets[id]!]));
};
const dayOf = (row: SimRow) => new Date(row.ts as number).toISOString().slice(0, 10);
const onDay = (rows: SimRow[], day: string) => rows.filter((r) => dayOf(r) === day);

describe('the gas futures module', () => {
  // September 2024 is delivered from Sunday the 1st: its contract's last trading day is Thursday
  // 29 August (30 August is Victory Day, a holiday).
  const world = vgpRows('2024-08-28', '2024-09-03');

  it('gives a day the same rows whatever day the world starts on', () => {
    const later = vgpRows('2024-09-02', '2024-09-03');
    for (const id of Object.values(VGP_DATASETS)) expect(onDay(later[id]!, '2024-09-02')).toEqual(onDay(world[id]!, '2024-09-02'));
  });

  it('lists index prices on business days only and order books every day', () => {
    expect(onDay(world[VGP_DATASETS.indexPrice]!, '2024-09-01')).toEqual([]);
    expect(onDay(world[VGP_DATASETS.indexPrice]!, '2024-09-02').map((r) => r.contractName)).toEqual(['GM1024', 'GM1124', 'GM1224', 'GQ0424', 'GQ0125', 'GY25']);
    expect(onDay(world[VGP_DATASETS.offerPrices]!, '2024-09-01').length).toBeGreaterThan(0);
  });

  it('settles a month at its delivery average: the last index price is the average reference price of its days', () => {
    const last = world[VGP_DATASETS.indexPrice]!.filter((r) => r.contractName === 'GM0924').pop()!;
    expect(dayOf(last)).toBe('2024-08-29');
    const noise = createNoise(SEED);
    let sum = 0;
    for (let d = Date.UTC(2024, 8, 1) / 86_400_000; d < Date.UTC(2024, 9, 1) / 86_400_000; d++) sum += gasReferencePrice(noise, d);
    expect(last.price).toBe(Math.round((sum / 30) * 100) / 100);
  });

  it('adds each day’s trades up to its matched quantity and volume, contract by contract', () => {
    const trades = world[VGP_DATASETS.transactions]!;
    const quantities = world[VGP_DATASETS.matchingQuantity]!;
    expect(quantities.length).toBeGreaterThan(5);
    for (const q of quantities) {
      const own = trades.filter((t) => t.contractName === q.contractName && dayOf(t) === dayOf(q));
      expect(own.reduce((s, t) => s + (t.matchingQuantity as number), 0)).toBe(q.marketMatchingQuantity);
      const volume = world[VGP_DATASETS.tradeVolume]!.find((v) => v.contractName === q.contractName && v.ts === q.ts)!;
      expect(volume.volume).toBeCloseTo(own.reduce((s, t) => s + (t.matchingPrice as number) * (t.matchingQuantity as number), 0), 2);
    }
  });

  it('closes a contract’s open position to zero on the first business day of its delivery, never below zero before', () => {
    const september = world[VGP_DATASETS.openPosition]!.filter((r) => r.contractName === 'GM0924');
    const last = september[september.length - 1]!;
    expect(dayOf(last)).toBe('2024-09-02');
    expect(last.openPosition).toBe(0);
    expect(september[september.length - 2]!.openPosition).toBeGreaterThan(0);
    expect(world[VGP_DATASETS.openPosition]!.every((r) => (r.openPosition as number) >= 0)).toBe(true);
    expect(onDay(world[VGP_DATASETS.indexPrice]!, '2024-09-02').some((r) => r.contractName === 'GM0924')).toBe(false);
  });
});
