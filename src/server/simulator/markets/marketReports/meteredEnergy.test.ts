// The periodic report's injected and withdrawn energy is the settlement metering the injection-quantity and
// withdrawal-quantity reports publish, hour by hour added up: one truth, a little below real-time consumption.
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { settlementWithdrawal } from '../consumptionMetering/settlementWithdrawal';
import { injectionQuantity } from '../generationPlans/injectionQuantity';
import { meteredEnergy } from './meteredEnergy';

const noise = createNoise(DEFAULT_SEED);

describe('meteredEnergy', () => {
  it.each(['2024-07-29', '2025-01-15', '2026-04-01'])('on %s adds up the settlement injection and withdrawal of the day', (day) => {
    const e = simulateElectricityDay(noise, parseDay(day));
    const metered = meteredEnergy(noise, e);
    const injected = Array.from({ length: 24 }, (_, h) => injectionQuantity(noise, e.cal.day * 24 + h, e.generation[h]!).total!).reduce((a, b) => a + b, 0);
    const withdrawn = settlementWithdrawal(noise, e).swv.reduce((a, b) => a + b, 0);
    expect(metered.injection).toBeCloseTo(injected, 1);
    expect(metered.withdrawal).toBeCloseTo(withdrawn, 1);
    // The grid's losses: the withdrawal is about 2 % under what real-time data says was consumed.
    const consumed = e.consumption.reduce((a, b) => a + b, 0);
    expect(metered.withdrawal / consumed).toBeGreaterThan(0.97);
    expect(metered.withdrawal / consumed).toBeLessThan(0.99);
  });
});
