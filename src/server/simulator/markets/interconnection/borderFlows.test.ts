import { describe, expect, it } from 'vitest';
import { hourFlows } from './borderFlows';

const roomy = { TRBG: 800, BGTR: 700, TRGR: 400, GRTR: 350 };

describe('border flows', () => {
  it('adds up to the net import over all borders, whatever the allocation', () => {
    for (const net of [-1800, -900, -50, 0, 300, 1200]) {
      for (const allocated of [roomy, { TRBG: 100, BGTR: 0, TRGR: 0, GRTR: 50 }]) {
        const f = hourFlows(net, 120, 50, allocated);
        expect(f.imports - f.exports).toBeCloseTo(net, 9);
        for (const [code, flow] of Object.entries(f.byDirection)) expect(flow).toBeLessThanOrEqual(allocated[code as keyof typeof roomy]);
      }
    }
  });

  it('sends an export over Bulgaria and Greece in proportion to their capacity, with the loop flow back', () => {
    const f = hourFlows(-600, 100, 60, roomy);
    expect(f.byDirection.TRBG! / f.byDirection.TRGR!).toBeCloseTo(2, 9);
    expect(f.byDirection.BGTR! + f.byDirection.GRTR!).toBeCloseTo(60, 9);
    expect(f.georgia).toBeCloseTo(100, 9);
  });

  it('routes what the ENTSO-E borders cannot take over Georgia', () => {
    const f = hourFlows(-1500, 100, 60, { TRBG: 500, BGTR: 700, TRGR: 300, GRTR: 350 });
    expect(f.byDirection.TRBG).toBe(500);
    expect(f.byDirection.TRGR).toBe(300);
    expect(f.georgia).toBeCloseTo(-1500 - 60 + 800, 9);
  });
});
