// One day at the ENTSO-E borders: each auctioned direction's capacity hour by hour, its daily auction and the
// flows. totalCapacity = the month's NTC (capacityForecasts.ts) less the share of the border's lines out on a
// notice (lineEvents.ts); the long-term allocation (yearly + monthly auctions) plus the daily auction's is what
// traders hold, cut back to totalCapacity while a line is out; availableCapacity = totalCapacity − that. The
// daily auction offers what the day's weakest hour leaves after the long-term allocation and allocates up to
// the flows it expects (borderFlows.ts), so nominated flow ≤ allocated ≤ total in every hour.
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import { AUCTIONED_DIRECTIONS } from './borders';
import { georgiaBaseFlow, hourFlows, loopFlow, wantedFlows, type HourFlows } from './borderFlows';
import { monthForecast } from './capacityForecasts';
import { dailyAuction, type AuctionResult } from './capacityAuction';
import { lineEvents, outageShare, type LineEvent } from './lineEvents';

export interface DirectionHour { totalCapacity: number; allocated: number; availableCapacity: number }

export interface InterconnectionDay {
  events: LineEvent[];
  /** Per auctioned direction code: the day's 24 hours. */
  hours: Record<string, DirectionHour[]>;
  /** Per auctioned direction code: the daily auction. */
  auctions: Record<string, AuctionResult>;
  flows: HourFlows[];
}

export function interconnectionDay(noise: NoiseField, e: ElectricityDay): InterconnectionDay {
  const { cal } = e;
  const events = lineEvents(noise, cal);
  const xs = Array.from({ length: 24 }, (_, h) => cal.day * 24 + h);
  const georgia = xs.map((x) => georgiaBaseFlow(noise, x, cal.month));
  const loops = xs.map((x) => loopFlow(noise, x));
  const month = Object.fromEntries(AUCTIONED_DIRECTIONS.map((d) => [d.code, monthForecast(noise, d, cal.year, cal.month)]));
  const totals = Object.fromEntries(AUCTIONED_DIRECTIONS.map((d) => [
    d.code, xs.map((_, h) => Math.round(month[d.code]!.ntc * (1 - outageShare(events, d.border, h)))),
  ]));
  // Traders ask for what they expect to send: the flows split by the month's capacities.
  const weights = Object.fromEntries(AUCTIONED_DIRECTIONS.map((d) => [d.code, month[d.code]!.ntc]));
  const wanted = xs.map((_, h) => wantedFlows(e.generation[h]!.importExport, georgia[h]!, loops[h]!, weights));
  const auctions: Record<string, AuctionResult> = {};
  const hours: Record<string, DirectionHour[]> = {};
  AUCTIONED_DIRECTIONS.forEach((d, i) => {
    const longTerm = month[d.code]!.alloc;
    const offered = Math.max(0, Math.min(...totals[d.code]!) - longTerm);
    const need = Math.max(0, Math.max(...wanted.map((w) => w[d.code]!)) - longTerm);
    const auction = dailyAuction(noise, cal.day * 8 + i, need, offered);
    auctions[d.code] = auction;
    hours[d.code] = totals[d.code]!.map((total) => {
      const allocated = Math.min(longTerm + auction.allocatedCapacity, total);
      return { totalCapacity: total, allocated, availableCapacity: total - allocated };
    });
  });
  const flows = xs.map((_, h) => hourFlows(
    e.generation[h]!.importExport, georgia[h]!, loops[h]!,
    Object.fromEntries(AUCTIONED_DIRECTIONS.map((d) => [d.code, hours[d.code]![h]!.allocated])),
  ));
  return { events, hours, auctions, flows };
}
