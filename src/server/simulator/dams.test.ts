import { describe, expect, it } from 'vitest';
import { damDayId, DAMS } from './dams';
import { DEFAULT_SEED, simulateWorld } from './simulateWorld';

describe('dam records', () => {
  it('gives every dam and day its own record id, the same in every build', () => {
    const ids = new Set<number>();
    for (const dam of DAMS) for (let day = 19_000; day < 19_400; day++) ids.add(damDayId(dam, day));
    expect(ids.size).toBe(DAMS.length * 400);
    expect(damDayId(DAMS[0]!, 19_950)).toBe(DAMS[0]!.id * 100_000 + 19_950);
  });

  it('carries each dam\'s operating levels on its daily volume rows, around the day\'s level', () => {
    const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-08-01', endDay: '2024-08-03' });
    const kot = new Map(world.datasets['dams.daily-kot']!.map((r) => [`${r.ts as number}:${r.damId}`, Number(r.dailyKot)]));
    const rows = world.datasets['dams.daily-volume']!;
    expect(rows).toHaveLength(DAMS.length * 3);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      const dam = DAMS.find((d) => d.id === r.damId)!;
      expect(r.minKot).toBe(dam.minKot);
      expect(r.maxKot).toBe(dam.maxKot);
      const level = kot.get(`${r.ts as number}:${r.damId}`)!;
      expect(level).toBeGreaterThanOrEqual(dam.minKot);
      expect(level).toBeLessThanOrEqual(dam.maxKot);
    }
  });
});
