import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { directionOf, linePackChangeOf, systemImbalanceDay } from './systemImbalance';

const noise = createNoise(DEFAULT_SEED);
const first = parseDay('2024-06-01');
const days = Array.from({ length: 367 }, (_, i) => simulateGasDay(noise, first - 1 + i));

describe('systemImbalanceDay', () => {
  it('takes the line-pack change of the transmission system and splits it into the shippers\' net and the operator\'s purchase', () => {
    for (let i = 1; i < days.length; i++) {
      const g = days[i]!;
      expect(linePackChangeOf(g)).toBe(g.system.linePack - days[i - 1]!.system.linePack);
      const s = systemImbalanceDay(noise, g);
      expect(s.shippersNet + 1000 * s.netPurchaseLots).toBe(s.linePackChange);
      expect(s.positiveImbalance + s.negativeImbalance).toBe(s.shippersNet);
      expect(s.positiveImbalance).toBeGreaterThan(0);
      expect(s.negativeImbalance).toBeLessThan(0);
      expect(s.direction).toBe(directionOf(s.shippersNet));
    }
  });

  it('is long on some days and short on others, with imbalances of a few percent of demand', () => {
    const all = days.slice(1).map((g) => ({ g, s: systemImbalanceDay(noise, g) }));
    expect(all.filter(({ s }) => s.direction === 'Uzun').length).toBeGreaterThan(60);
    expect(all.filter(({ s }) => s.direction === 'Kısa').length).toBeGreaterThan(60);
    for (const { g, s } of all) expect(Math.abs(s.shippersNet)).toBeLessThan(0.2 * g.system.domesticExit);
  });

  it('names the direction by the sign of the net imbalance', () => {
    expect(directionOf(5)).toBe('Uzun');
    expect(directionOf(-5)).toBe('Kısa');
    expect(directionOf(0)).toBe('Dengede');
  });
});
