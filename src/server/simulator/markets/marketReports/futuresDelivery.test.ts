// The futures energy delivered on a day against the open positions the futures datasets publish: a world that
// holds the last trading day of the January, first-quarter and 2024 contracts (Friday 29 December 2023).
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { DEFAULT_SEED, simulateWorld } from '../../simulateWorld';
import { contractsDeliveringOn } from './futuresDelivery';
import { MARKET_VOLUME_DATASETS as V } from './marketVolumes';

const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2023-12-29', endDay: '2024-01-02' }).datasets;
const LAST_TRADING_DAY = Date.UTC(2023, 11, 29);
const positions = world['pfm.open-position']!.filter((r) => r.ts === LAST_TRADING_DAY);
const finalLots = (name: string) => Number(positions.find((r) => r.contractName === name)?.openPosition ?? 0);
const vep = (day: string) => world[V.physical]!.find((r) => r.ts === parseDay(day) * 86_400_000)!.vepHacmi as number;

describe('futures energy delivered on a day', () => {
  it('names the month, quarter and year contracts of both load types', () => {
    expect(contractsDeliveringOn(parseDay('2024-01-02')).map((c) => c.name)).toEqual(['F1BM0124', 'F1BQ0124', 'F1BY24', 'F1PM0124', 'F1PQ0124', 'F1PY24']);
  });

  it('delivers the base contracts\' final open positions in every hour of a holiday and nothing of the peak ones', () => {
    const baseLots = finalLots('F1BM0124') + finalLots('F1BQ0124') + finalLots('F1BY24');
    expect(baseLots).toBeGreaterThan(0);
    expect(vep('2024-01-01')).toBeCloseTo(baseLots * 0.1 * 24, 6);
  });

  it('adds the peak contracts\' positions over the twelve peak hours of a business day', () => {
    const baseLots = finalLots('F1BM0124') + finalLots('F1BQ0124') + finalLots('F1BY24');
    const peakLots = finalLots('F1PM0124') + finalLots('F1PQ0124') + finalLots('F1PY24');
    expect(peakLots).toBeGreaterThan(0);
    expect(vep('2024-01-02')).toBeCloseTo(baseLots * 0.1 * 24 + peakLots * 0.1 * 12, 6);
  });
});
