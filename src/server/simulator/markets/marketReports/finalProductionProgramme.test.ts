import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { finalProductionProgramme, PLAN_ERROR_BOUND, planError } from './finalProductionProgramme';

const noise = createNoise(42);

describe('finalProductionProgramme', () => {
  it('stays within the plan error bound of the generation and misses it by about 1 % on average', () => {
    let absError = 0;
    const hours = 24 * 365;
    for (let x = 0; x < hours; x++) {
      const generation = 30_000 + (x % 24) * 500;
      const kgup = finalProductionProgramme(noise, x, generation);
      expect(Math.abs(kgup / generation - 1)).toBeLessThanOrEqual(PLAN_ERROR_BOUND + 1e-6);
      absError += Math.abs(kgup / generation - 1) / hours;
    }
    expect(absError).toBeGreaterThan(0.005);
    expect(absError).toBeLessThan(0.015);
  });

  it('is deterministic: the same seed, hour and unit give the same programme', () => {
    expect(finalProductionProgramme(createNoise(42), 1234, 35_000)).toBe(finalProductionProgramme(noise, 1234, 35_000));
  });

  it('gives each unit its own error, so per-plant programmes do not all miss the same way', () => {
    const errors = [0, 101, 102, 103].map((unit) => planError(noise, 500, unit));
    expect(new Set(errors).size).toBe(4);
  });
});
