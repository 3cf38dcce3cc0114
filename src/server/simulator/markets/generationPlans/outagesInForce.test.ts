import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateOutages } from '../../simulateOutages';
import { outagesOfDay } from './outagesInForce';

describe('outagesOfDay', () => {
  it('finds exactly the stored umm.messages notices running on the day, whatever range the world was built for', () => {
    const noise = createNoise(42);
    const day = 19_950;
    const stored = simulateOutages(noise, 42, day - 70, day)['umm.messages']!
      .filter((r) => Date.parse(`${String(r.caseEndDate).slice(0, 19)}Z`) > day * MS_PER_DAY && Number(r.ts) < (day + 1) * MS_PER_DAY)
      .map((r) => Number(r.uevcbId)).sort();
    const found = outagesOfDay(createNoise(42), day).map((o) => o.uevcbId).sort();
    expect(found.length).toBeGreaterThan(10);
    expect(found).toEqual(stored);
  });
});
