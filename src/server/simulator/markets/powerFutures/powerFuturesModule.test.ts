import { describe, expect, it } from 'vitest';
import { simulateWorld } from '../../simulateWorld';
import { PFM_DATASETS } from './futuresDayRows';

const pfmRows = (startDay: string, endDay: string) => {
  const { datasets } = simulateWorld({ seed: 3, startDay, endDay });
  return Object.fromEntries(Object.values(PFM_DATASETS).map((id) => [id, datasets[id]!]));
};
const onDay = (rows: Record<string, unknown>[], day: string) => rows.filter((r) => new Date(r.ts as number).toISOString().startsWith(day));

describe('the power futures module', () => {
  const world = pfmRows('2024-08-28', '2024-09-03');

  it('gives a day the same rows whatever day the world starts on', () => {
    const later = pfmRows('2024-09-02', '2024-09-03');
    for (const id of Object.values(PFM_DATASETS)) expect(onDay(later[id]!, '2024-09-02')).toEqual(onDay(world[id]!, '2024-09-02'));
  });

  it('lists index prices on business days only and order books every day', () => {
    expect(onDay(world[PFM_DATASETS.indexPrice]!, '2024-09-01')).toEqual([]); // a Sunday
    expect(onDay(world[PFM_DATASETS.indexPrice]!, '2024-09-02')).toHaveLength(12);
    expect(onDay(world[PFM_DATASETS.orderPrices]!, '2024-09-01').length).toBeGreaterThan(0);
  });

  it('closes a contract’s open position to zero on the first business day of its delivery', () => {
    const september = world[PFM_DATASETS.openPosition]!.filter((r) => r.contractName === 'F1BM0924');
    expect(september.length).toBeGreaterThan(1);
    const last = september[september.length - 1]!;
    expect(new Date(last.ts as number).toISOString().slice(0, 10)).toBe('2024-09-02');
    expect(last.openPosition).toBe(0);
    expect(september[september.length - 2]!.openPosition).toBeGreaterThan(0);
  });
});
