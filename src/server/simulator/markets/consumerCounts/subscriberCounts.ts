// Subscribers at the start of a month: every meter of the country (meter-count), and per consumer sector the
// eligible subscribers and those below the eligibility limit (st-adedi). They are the consumers the metering
// reports already count (consumer-quantity, ../consumptionMetering/monthlyConsumption.ts): the month's meters of
// ../marketReports/eligibleMeterCounts.ts shared out over provinces and sectors, each cell split into consumers
// using their right, eligible ones who stay with the incumbent supplier and consumers without the right. Here
// eligible = using + not using, not eligible = without the right, so the country's meters = both added up = the
// sayacAdedi of the reporting service's eligible-consumer-and-meter-increases, to the meter.
import type { NoiseField } from '../../noise';
import { CONSUMER_SECTORS } from '../consumptionMetering/consumerSectors';
import { monthConsumption } from '../consumptionMetering/monthlyConsumption';

/** A province's consumers of one sector. */
export interface ProvinceSectorCount {
  provinceId: number;
  consumerSector: string;
  eligible: number;
  notEligible: number;
}

/**
 * The consumers of each province and sector in the month `index` (monthIndex of eligibleMeterCounts.ts), as
 * consumer-quantity publishes them. The counts do not depend on the month's energy, so none is passed.
 */
export function provinceSectorCounts(noise: NoiseField, index: number): ProvinceSectorCount[] {
  const month = (((index % 12) + 12) % 12) + 1;
  return monthConsumption(noise, month, index, { total: 0, eligible: 0 }).consumers.map((r) => ({
    provinceId: Number(r.provinceId), consumerSector: String(r.consumerSector),
    eligible: Number(r.serbestTuketiciSayisi) + Number(r.stHakkiKullanmayanAboneSayisi),
    notEligible: Number(r.stHakkiBulunmayanAboneSayisi),
  }));
}

export interface SubscriberGroupCount {
  profilAboneGrup: string;
  /** Eligible subscribers. */
  stAdedi: number;
  /** Subscribers below the eligibility limit. */
  stOlmayanAboneAdedi: number;
}

/** One row per consumer sector: its provinces added up. */
export function subscriberCounts(cells: readonly ProvinceSectorCount[]): SubscriberGroupCount[] {
  return CONSUMER_SECTORS.map((s) => {
    const mine = cells.filter((c) => c.consumerSector === s.tr);
    return {
      profilAboneGrup: s.tr,
      stAdedi: mine.reduce((sum, c) => sum + c.eligible, 0),
      stOlmayanAboneAdedi: mine.reduce((sum, c) => sum + c.notEligible, 0),
    };
  });
}

/** Every meter of the country at the start of the month: eligible and not eligible subscribers together. */
export function meterQuantity(groups: readonly SubscriberGroupCount[]): number {
  return groups.reduce((s, g) => s + g.stAdedi + g.stOlmayanAboneAdedi, 0);
}
