import { describe, expect, it } from 'vitest';
import { balancingHour } from './balancing';
import { createNoise } from './noise';
import { roundLikeBids } from './prices';

describe('balancing hour', () => {
  it('always puts SMP on the side of MCP given by the direction, within [0, cap]', () => {
    const noise = createNoise(3);
    for (let x = 0; x < 20000; x++) {
      const mcp = [0, 150, 1999.99, 2800, 3400][x % 5]!;
      const b = balancingHour(noise, 480000 + x, x % 24, mcp, 3400);
      const s = b.systemMarginalPrice;
      if (s < 0 || s > 3400) throw new Error(`SMP ${s}`);
      if (b.smpDirectionId === 1 && s < mcp) throw new Error('deficit below MCP');
      if (b.smpDirectionId === 2 && s > mcp) throw new Error('surplus above MCP');
      if (b.smpDirectionId === 3 && s !== mcp) throw new Error('balanced but SMP ≠ MCP');
    }
  });

  it('is in deficit less often at 06:00 than at 09:00', () => {
    const noise = createNoise(4);
    const deficitShare = (hour: number): number => {
      let d = 0;
      for (let day = 0; day < 3000; day++) if (balancingHour(noise, day * 24 + hour, hour, 2000, 3400).smpDirectionId === 1) d++;
      return d / 3000;
    };
    expect(deficitShare(6)).toBeLessThan(deficitShare(9) - 0.15);
  });
});

describe('bid rounding', () => {
  it('keeps cap and floor exact and rounds to cents', () => {
    expect(roundLikeBids(5000, 3400, 0.9, 0.1)).toBe(3400);
    expect(roundLikeBids(0.3, 3400, 0.9, 0.1)).toBe(0);
    expect(roundLikeBids(1234.5678, 3400, 0.9, 0.1)).toBe(1234.57);
    expect(roundLikeBids(1995, 3400, 0.1, 0.1)).toBe(2000);
    expect(roundLikeBids(2996, 3400, 0.45, 0.1)).toBe(2999.99);
  });
});
