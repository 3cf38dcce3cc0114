import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR } from '../../calendar';
import { createNoise } from '../../noise';
import { availableCapacity, availableCapacityOfDay, installedBySource } from './availableCapacity';
import { lostInHour, outagesOfDay } from './outagesInForce';
import { PLANNED_SOURCES } from './planCategories';

const noise = createNoise(42);
const DAY = 19_900;

describe('availableCapacity', () => {
  const installed = installedBySource(noise);

  it('is the installed capacity of each source when no notice is in force', () => {
    const hours = availableCapacity(installed, DAY * MS_PER_DAY, []);
    for (const s of PLANNED_SOURCES) expect(hours[7]![s]).toBeCloseTo(installed[s], 2);
    expect(installed.naturalGas).toBeGreaterThan(20_000);
  });

  it('drops by what an outage takes off, only in the hours the outage covers', () => {
    const start = DAY * MS_PER_DAY + 10 * MS_PER_HOUR;
    const outage = { uevcbId: 1, powerPlantId: 1, source: 'lignite' as const, start, end: start + 3.5 * MS_PER_HOUR, lostMw: 400 };
    const hours = availableCapacity(installed, DAY * MS_PER_DAY, [outage]);
    expect(hours[9]!.lignite).toBeCloseTo(installed.lignite, 2);
    expect(hours[10]!.lignite).toBeCloseTo(installed.lignite - 400, 2);
    expect(hours[13]!.lignite).toBeCloseTo(installed.lignite - 200, 2);
    expect(hours[14]!.lignite).toBeCloseTo(installed.lignite, 2);
    expect(hours[10]!.naturalGas).toBeCloseTo(installed.naturalGas, 2);
  });

  it('takes the market messages in force that day off the installed capacity, source by source', () => {
    const outages = outagesOfDay(noise, DAY);
    expect(outages.length).toBeGreaterThan(5);
    const hours = availableCapacityOfDay(noise, DAY, DAY * MS_PER_DAY);
    for (let h = 0; h < 24; h += 6) {
      for (const s of ['naturalGas', 'lignite', 'importCoal'] as const) {
        const lost = outages.filter((o) => o.source === s).reduce((a, o) => a + lostInHour(o, DAY * MS_PER_DAY + h * MS_PER_HOUR), 0);
        expect(hours[h]![s]).toBeCloseTo(installed[s] - lost, 1);
      }
    }
    const totalLost = PLANNED_SOURCES.reduce((a, s) => a + installed[s] - hours[12]![s], 0);
    expect(totalLost).toBeGreaterThan(100);
  });
});
