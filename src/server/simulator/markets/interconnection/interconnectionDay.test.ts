import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { AUCTIONED_DIRECTIONS } from './borders';
import { monthForecast } from './capacityForecasts';
import { interconnectionDay } from './interconnectionDay';

const noise = createNoise(DEFAULT_SEED);
// Every 3rd day of 2024–2025: net importer in early 2024, net exporter from late 2024.
const days = Array.from({ length: 240 }, (_, i) => parseDay('2024-01-01') + 3 * i).map((d) => {
  const e = simulateElectricityDay(noise, d);
  return { e, day: interconnectionDay(noise, e) };
});

describe('interconnectionDay', () => {
  it('never nominates more than was allocated, nor allocates more than the line can carry', () => {
    for (const { day } of days) {
      for (const d of AUCTIONED_DIRECTIONS) {
        day.hours[d.code]!.forEach((hour, h) => {
          expect(day.flows[h]!.byDirection[d.code]!).toBeLessThanOrEqual(hour.allocated + 1e-9);
          expect(hour.allocated).toBeLessThanOrEqual(hour.totalCapacity);
          expect(hour.availableCapacity).toBe(hour.totalCapacity - hour.allocated);
        });
        expect(day.auctions[d.code]!.allocatedCapacity).toBeLessThanOrEqual(day.auctions[d.code]!.requestedCapacity);
      }
    }
  });

  it('lowers a border\'s capacity by the share of the line out, only during its notice', () => {
    const withNotices = days.filter(({ day }) => day.events.length > 0);
    expect(withNotices.length).toBeGreaterThan(5);
    for (const { e, day } of withNotices) {
      for (const ev of day.events) {
        for (const d of AUCTIONED_DIRECTIONS.filter((x) => x.border === ev.line.border)) {
          const ntc = monthForecast(noise, d, e.cal.year, e.cal.month).ntc;
          const hours = day.hours[d.code]!;
          for (let h = ev.startHour; h < ev.endHour; h++) expect(hours[h]!.totalCapacity).toBeLessThanOrEqual(Math.round(ntc * (1 - ev.line.share)));
          const untouched = hours.filter((_, h) => !day.events.some((o) => o.line.border === d.border && h >= o.startHour && h < o.endHour));
          for (const hour of untouched) expect(hour.totalCapacity).toBe(ntc);
        }
      }
    }
  });

  it('carries most of the exchange over the ENTSO-E borders, Georgia taking only its usual flow most hours', () => {
    let overflow = 0;
    let hours = 0;
    for (const { day } of days) for (const f of day.flows) { hours++; if (f.georgia < 0 || f.georgia > 500) overflow++; }
    expect(overflow / hours).toBeLessThan(0.05);
  });
});
