// A day's row of the reporting service's electricity-market-volume-physically: the energy traded in each market
// that day, MWh. Bilateral contracts (iaHacmi) split into the public part (iaKamu: EÜAŞ's contracts with the
// authorised retailers) and the private rest (iaOzel); day-ahead matched quantity (gopHacmi), delivered balancing
// instructions up and down (dgpHacmi), intraday matched quantity (gipHacmi) and the futures energy delivered that
// day (vepHacmi: final open positions in their delivery hours, futuresDelivery.ts; physical, unlike the quantity
// traded). The total is the sum of the parts, computed in cents so that it holds exactly.
import type { DayMarketSources } from './dayMarketSources';

export interface PhysicalVolumeRow {
  iaHacmi: number;
  iaKamu: number;
  iaOzel: number;
  gopHacmi: number;
  dgpHacmi: number;
  gipHacmi: number;
  vepHacmi: number;
  toplamHacim: number;
}

const cents = (x: number): number => Math.round(x * 100);

export function physicalVolumeRow(s: DayMarketSources): PhysicalVolumeRow {
  const parts = {
    ia: cents(s.bilateral), kamu: cents(s.publicBilateral), gop: cents(s.dayAhead), dgp: cents(s.balancing), gip: cents(s.intraday), vep: cents(s.futures),
  };
  return {
    iaHacmi: parts.ia / 100,
    iaKamu: parts.kamu / 100,
    iaOzel: (parts.ia - parts.kamu) / 100,
    gopHacmi: parts.gop / 100,
    dgpHacmi: parts.dgp / 100,
    gipHacmi: parts.gip / 100,
    vepHacmi: parts.vep / 100,
    toplamHacim: (parts.ia + parts.gop + parts.dgp + parts.gip + parts.vep) / 100,
  };
}
