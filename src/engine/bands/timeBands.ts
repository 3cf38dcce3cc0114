// Time bands: the hours of the day a measure may keep (avg(price)@peak). Peak and off-peak are the market's
// 08:00–20:00 split; daytime, evening and night are the three-tariff periods of retail electricity
// (06–17, 17–22, 22–06). Hours are delivery-hour starts, Istanbul time.
import type { LocalizedText } from '../../../schemas/report.schema';

export interface TimeBand {
  hours: readonly number[];
  label: LocalizedText;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

export const timeBands = {
  peak: { hours: range(8, 20), label: { tr: 'Puant (08:00–20:00)', en: 'Peak (08:00–20:00)' } },
  offPeak: { hours: [...range(0, 8), ...range(20, 24)], label: { tr: 'Puant dışı (20:00–08:00)', en: 'Off-peak (20:00–08:00)' } },
  daytime: { hours: range(6, 17), label: { tr: 'Gündüz (06:00–17:00)', en: 'Daytime (06:00–17:00)' } },
  evening: { hours: range(17, 22), label: { tr: 'Puant tarifesi (17:00–22:00)', en: 'Evening peak (17:00–22:00)' } },
  night: { hours: [...range(22, 24), ...range(0, 6)], label: { tr: 'Gece (22:00–06:00)', en: 'Night (22:00–06:00)' } },
} as const satisfies Record<string, TimeBand>;

export type TimeBandId = keyof typeof timeBands;

export function isTimeBand(id: string): id is TimeBandId {
  return Object.hasOwn(timeBands, id);
}

/** Whether a row starting at this hour (0–23) belongs to the band. */
export function inBand(band: TimeBandId, hour: number): boolean {
  return (timeBands[band].hours as readonly number[]).includes(hour);
}
