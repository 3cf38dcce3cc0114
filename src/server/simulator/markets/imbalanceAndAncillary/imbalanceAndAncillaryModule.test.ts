// The module inside a simulated world: its rows agree with the world's imbalance prices, SMP direction,
// bilateral totals and organisation registry, and a short range gives the rows of a longer run.
import { beforeAll, describe, expect, it } from 'vitest';
import { findDataset } from '../../../datasets/datasets';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from '../../simulateWorld';
import { isBalanceResponsible } from './balanceResponsibleGroups';
import { IMBALANCE_AND_ANCILLARY_DATASETS, imbalanceAndAncillaryModule } from './imbalanceAndAncillaryModule';

let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const byTs = (id: string): Map<number, SimRow> => new Map(rows(id).map((r) => [r.ts as number, r]));
const n = (row: SimRow | undefined, key: string): number => Number(row?.[key]);
const tenths = (x: number): number => Math.round(x * 10);
const JUNE = Date.UTC(2024, 5, 1);
const JULY = Date.UTC(2024, 6, 1);

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-05-30', endDay: '2024-07-02' });
});

describe('imbalance and ancillary module in the world', () => {
  it('registers its datasets and fills every one', () => {
    expect([...imbalanceAndAncillaryModule.datasets].sort()).toEqual(Object.values(IMBALANCE_AND_ANCILLARY_DATASETS).sort());
    for (const id of imbalanceAndAncillaryModule.datasets) {
      const definition = findDataset(id);
      expect(definition, id).toBeDefined();
      expect(rows(id).length, id).toBeGreaterThan(0);
      for (const field of [...definition!.dimensions, ...definition!.fields]) expect(rows(id)[0]![field.name], `${id}.${field.name}`).toBeTypeOf('number');
    }
    // One row per hour for the hourly ones.
    expect(rows('imbalance.quantity')).toHaveLength(34 * 24);
    expect(rows('ancillary.secondary-frequency')).toHaveLength(34 * 24);
  });

  it('costs every hour exactly its quantity times the imbalance price of imbalance.prices', () => {
    const quantity = byTs('imbalance.quantity');
    const prices = byTs('imbalance.prices');
    for (const cost of rows('imbalance.amount')) {
      const ts = cost.ts as number;
      expect(cost.positiveImbalance).toBe(n(quantity.get(ts), 'positiveImbalance') * n(prices.get(ts), 'positiveImbalance'));
      expect(cost.negativeImbalance).toBe(n(quantity.get(ts), 'negativeImbalance') * n(prices.get(ts), 'negativeImbalance'));
    }
  });

  it('nets the participants short in every deficit hour of bpm.smp and long in every surplus hour', () => {
    const smp = byTs('bpm.smp');
    const count = { 1: 0, 2: 0, 3: 0 } as Record<number, number>;
    for (const q of rows('imbalance.quantity')) {
      const net = n(q, 'positiveImbalance') + n(q, 'negativeImbalance');
      const direction = n(smp.get(q.ts as number), 'smpDirectionId');
      count[direction]!++;
      if (direction === 1) expect(net).toBeLessThan(0);
      if (direction === 2) expect(net).toBeGreaterThan(0);
    }
    expect(count[1]).toBeGreaterThan(100);
    expect(count[2]).toBeGreaterThan(50);
  });

  it('adds the balance-responsible groups of a month up to the system’s month', () => {
    const june = rows('imbalance.quantity').filter((r) => (r.ts as number) >= JUNE && (r.ts as number) < JULY);
    expect(june).toHaveLength(30 * 24);
    const groups = rows('imbalance.dsg-quantity').filter((r) => r.ts === JUNE);
    const sum = (list: SimRow[], key: string) => list.reduce((a, r) => a + tenths(n(r, key)), 0);
    expect(sum(groups, 'positiveImbalanceQuantity')).toBe(sum(june, 'positiveImbalance'));
    expect(sum(groups, 'negativeImbalanceQuantity')).toBe(sum(june, 'negativeImbalance'));
  });

  it('names exactly the companies of the dsg-organization-list lookup as groups', () => {
    const lookup = rows('registry.organizations')
      .filter((o) => isBalanceResponsible({ damEntry: Number(o.damEntry), organizationStatus: o.organizationStatus as 'ACTIVE' }))
      .map((o) => Number(o.organizationId)).sort((a, b) => a - b);
    const june = rows('imbalance.dsg-quantity').filter((r) => r.ts === JUNE).map((r) => Number(r.organizationId));
    expect(june).toEqual(lookup);
    // May began before the world did: no half month.
    expect(rows('imbalance.dsg-quantity').some((r) => (r.ts as number) < JUNE)).toBe(false);
  });

  it('keeps EÜAŞ’s contracts of every day below the day’s bilateral total', () => {
    const totals = new Map<number, number>();
    for (const r of rows('bilateral.bid-quantity')) {
      const day = Math.floor((r.ts as number) / 86_400_000) * 86_400_000;
      totals.set(day, (totals.get(day) ?? 0) + n(r, 'quantity'));
    }
    for (const r of rows('bilateral.euas-retailers')) {
      const total = totals.get(r.ts as number)!;
      expect(n(r, 'contractAmount')).toBeLessThanOrEqual(total);
      expect(n(r, 'contractAmount')).toBeGreaterThan(0.2 * total);
    }
  });

  it('gives a short range exactly the rows of the longer run for its days', () => {
    const short = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-06-01', endDay: '2024-06-03' });
    const from = JUNE;
    const to = Date.UTC(2024, 5, 4);
    for (const id of imbalanceAndAncillaryModule.datasets) {
      const expected = rows(id).filter((r) => (r.ts as number) >= from && (r.ts as number) < to);
      expect(short.datasets[id], id).toEqual(expected);
    }
  });
});
