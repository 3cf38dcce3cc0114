import { describe, expect, it } from 'vitest';
import { DAMS } from '../../dams';
import { createNoise } from '../../noise';
import { turbineFlow } from './damFlow';
import { damHydraulics, headAt, powerOf } from './damHydraulics';

const noise = createNoise(7);

describe('turbine flow of a dam', () => {
  it('never gives more power than the dam has installed, at the day\'s head', () => {
    for (const dam of DAMS) {
      for (const [load, fullness] of [[0.1, 0.2], [0.35, 0.6], [0.9, 1], [2, 1]] as const) {
        for (let day = 9000; day < 9010; day++) {
          for (const kot of [dam.minKot, (dam.minKot + dam.maxKot) / 2, dam.maxKot]) {
            const flow = turbineFlow(noise, dam, day, kot, load, fullness);
            expect(flow).toBeGreaterThan(0);
            expect(flow).toBeLessThanOrEqual(damHydraulics(dam).designFlow * (headAt(dam, dam.maxKot) / headAt(dam, kot)));
            expect(powerOf(flow, headAt(dam, kot))).toBeLessThanOrEqual(dam.installedCapacity);
          }
        }
      }
    }
  });

  it('runs the turbines harder on a day of more dammed-hydro generation', () => {
    const dam = DAMS.find((d) => d.name === 'KEBAN')!;
    const kot = (dam.minKot + dam.maxKot) / 2;
    expect(turbineFlow(noise, dam, 9000, kot, 0.4, 0.5)).toBeGreaterThan(turbineFlow(noise, dam, 9000, kot, 0.2, 0.5));
  });
});
