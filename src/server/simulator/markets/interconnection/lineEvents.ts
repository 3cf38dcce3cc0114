// The failure and maintenance notices of the interconnection lines (international-line-events): each day each
// line of borders.ts may be taken out for planned maintenance (business days only, in working hours, 3 % of
// line-days) or trip on a failure (any day, any hour, 1.5 % of line-days). A notice starts and ends within its
// day, so a day's notices depend on that day alone. While a line is out, its border's capacity in both
// directions loses the line's share (lineCapacities.ts).
import type { CalendarDay } from '../../calendar';
import { streamId, type NoiseField } from '../../noise';
import { INTERCONNECTION_LINES, type Border, type InterconnectionLine } from './borders';

const N_KIND = streamId('interconnection.event.kind');
const N_START = streamId('interconnection.event.start');
const N_LENGTH = streamId('interconnection.event.length');
const N_REASON = streamId('interconnection.event.reason');

export const EVENT_KINDS = { maintenance: 'Bakım', failure: 'Arıza' } as const;

/** The reasons a notice gives (aciklama), by kind: fixed texts the page translates. */
export const EVENT_REASONS = {
  maintenance: ['Planlı bakım çalışması', 'İzolatör değişimi', 'Koruma sistemi testi'],
  failure: ['Hat koruması açtı', 'Yıldırım düşmesi', 'Karşı taraf kaynaklı açma'],
} as const;

export interface LineEvent {
  line: InterconnectionLine;
  kind: keyof typeof EVENT_KINDS;
  /** First hour out, 0–23. */
  startHour: number;
  /** Hour the line is back, exclusive, ≤ 24. */
  endHour: number;
  reason: string;
}

const MAINTENANCE_RATE = 0.03;
const FAILURE_RATE = 0.015;

export function lineEvents(noise: NoiseField, cal: CalendarDay): LineEvent[] {
  const events: LineEvent[] = [];
  INTERCONNECTION_LINES.forEach((line, i) => {
    const key = cal.day * 8 + i;
    const u = noise.uniform(N_KIND, key);
    const length = noise.uniform(N_LENGTH, key);
    const reasonIndex = Math.floor(3 * noise.uniform(N_REASON, key));
    if (cal.isBusinessDay && u < MAINTENANCE_RATE) {
      const startHour = 8 + Math.floor(2 * noise.uniform(N_START, key));
      events.push({ line, kind: 'maintenance', startHour, endHour: startHour + 4 + Math.floor(6 * length), reason: EVENT_REASONS.maintenance[reasonIndex]! });
    } else if (u > 1 - FAILURE_RATE) {
      const startHour = Math.floor(23 * noise.uniform(N_START, key));
      events.push({ line, kind: 'failure', startHour, endHour: Math.min(24, startHour + 1 + Math.floor(5 * length)), reason: EVENT_REASONS.failure[reasonIndex]! });
    }
  });
  return events;
}

/** The share of the border's capacity out of service in hour `h` (0 all lines in, 1 the border cut). */
export function outageShare(events: readonly LineEvent[], border: Border, h: number): number {
  let share = 0;
  for (const ev of events) if (ev.line.border === border && h >= ev.startHour && h < ev.endHour) share += ev.line.share;
  return Math.min(1, share);
}

const pad = (n: number): string => String(n).padStart(2, '0');
const dateText = (c: CalendarDay): string => `${pad(c.dayOfMonth)}.${pad(c.month)}.${c.year}`;

/** The notice as international-line-events answers it: dates dd.MM.yyyy, times HH:mm (an end at 24:00 is 00:00 the next day). */
export function lineEventRow(ev: LineEvent, cal: CalendarDay, nextDay: CalendarDay): Record<string, string> {
  const endsNextDay = ev.endHour === 24;
  return {
    baslangicTarihi: dateText(cal),
    baslangicSaati: `${pad(ev.startHour)}:00`,
    bitisTarihi: dateText(endsNextDay ? nextDay : cal),
    bitisSaati: `${pad(endsNextDay ? 0 : ev.endHour)}:00`,
    hatAdi: ev.line.name,
    olayTuru: EVENT_KINDS[ev.kind],
    aciklama: ev.reason,
  };
}
