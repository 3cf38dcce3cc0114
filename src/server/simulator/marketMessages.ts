// Market Message System (UMM) notices of the generation units: planned maintenance (announced ahead, days to
// weeks, mostly thermal and hydro, more in spring and autumn), forced outages (hours to days, any time, more
// for the old coal and oil fleet) and partial capacity limits (water shortage in dry spells, heat and gas
// supply limits for gas plants, grid constraints for wind and solar). ≈9–10 notices a day across the fleet.
//
// Each day's notices are a pure function of (seed, day): a Poisson count per type, then a unit drawn by weight.
// A drawn notice is dropped when an earlier drawn notice of the same unit is still running at its start, which
// needs only the drawn notices of the previous MAX_SPAN_DAYS days, so any range gives the rows of a longer run.
// Row time: ts = the hour of caseStartDate (a query by date finds notices by their start); caseStartDate and
// caseEndDate are ISO strings with +03:00 (minute precision), so a notice running over several days is one
// row at its start day.
import { calendarDay, MS_PER_DAY, MS_PER_HOUR, type CalendarDay } from './calendar';
import { gasDayTemperature } from './gasTransmission';
import type { GenerationUnit } from './generationUnits';
import { streamId, type NoiseField } from './noise';
import type { Organization } from './organizations';
import { poissonCount } from './poissonCount';
import type { PowerPlant } from './powerPlants';
import { wetness } from './renewables';
import type { SimRow } from './simulateWorld';
import { toWallIso } from './toWallIso';

/** umm-message-type-list: id, typeName (the operator's wording, stored as data). */
export const UMM_MESSAGE_TYPES = [
  { id: 1, typeName: 'Arıza' },
  { id: 2, typeName: 'Planlı Bakım' },
  { id: 3, typeName: 'Kapasite Kısıtı' },
] as const;
/** umm-region-list: Turkey is one bidding zone. */
export const UMM_REGIONS = [{ regionId: 1, regionShortName: 'TR1' }] as const;

const FORCED = 1;
const PLANNED = 2;
const LIMIT = 3;
type MessageType = typeof FORCED | typeof PLANNED | typeof LIMIT;
type Source = PowerPlant['source'];

/** Longest notice (a major overhaul): how far back a day must look for a still-running notice of a unit. */
export const MAX_SPAN_DAYS = 60;
/** Notices per type and day are capped so each type keeps its own block of ids. */
const MAX_PER_DAY = 30;

/** Mean new notices a day per type before season. */
const DAILY_MEAN: Record<MessageType, number> = { [FORCED]: 4, [PLANNED]: 3, [LIMIT]: 2.5 };
/** Planned maintenance avoids the winter and summer peaks; faults rise a little with peak load. */
const PLANNED_MONTH = [0.5, 0.6, 1.1, 1.5, 1.5, 1.0, 0.5, 0.45, 1.2, 1.5, 1.3, 0.7];
const FORCED_MONTH = [1.15, 1.1, 1, 0.9, 0.9, 1, 1.15, 1.2, 1, 0.9, 0.95, 1.1];

const COAL = new Set<Source>(['lignite', 'importCoal', 'blackCoal', 'asphaltiteCoal']);
const THERMAL = new Set<Source>([...COAL, 'naturalGas', 'fueloil']);
const HYDRO = new Set<Source>(['dammedHydro', 'river']);

/** Relative fault rate by source: the state-built lignite, hard-coal and oil plants are the oldest. */
const FORCED_RATE: Partial<Record<Source, number>> = {
  lignite: 3, blackCoal: 3, asphaltiteCoal: 2.5, fueloil: 2, importCoal: 1.6, naturalGas: 1.2, geothermal: 1,
  dammedHydro: 0.5, river: 0.4, biomass: 0.5, wasteheat: 0.5, wind: 0.3, sun: 0.12,
};
const PLANNED_RATE: Partial<Record<Source, number>> = {
  lignite: 2.5, blackCoal: 2.5, asphaltiteCoal: 2, fueloil: 1.5, importCoal: 2, naturalGas: 1.5, dammedHydro: 1.5, river: 0.8,
  geothermal: 0.8, biomass: 0.3, wasteheat: 0.3, wind: 0.15, sun: 0.05,
};

const REASONS = {
  forcedCoal: ['Kazan tüp patlağı', 'Kömür besleme sistemi arızası', 'Türbin titreşimi nedeniyle ünite durdu', 'Jeneratör koruma rölesi açması', 'Cebri çekme fanı arızası', 'Elektrofiltre arızası', 'Besleme suyu pompası arızası', 'Değirmen arızası'],
  forcedGas: ['Gaz türbini açması', 'Buhar türbini arızası', 'Atık ısı kazanı tüp kaçağı', 'Kompresör arızası', 'Jeneratör koruma rölesi açması', 'Doğal gaz basınç düşümü nedeniyle açma'],
  forcedHydro: ['Türbin ayar mekanizması arızası', 'Jeneratör sargı arızası', 'Cebri boru kapağı arızası', 'Ünite trafosu arızası', 'Şalt sahası arızası'],
  forcedWind: ['Türbin dişli kutusu arızası', 'Kanat açı (pitch) sistemi arızası', 'Şebeke bağlantı arızası', 'SCADA haberleşme arızası'],
  forcedSun: ['İnverter arızası', 'Santral trafosu arızası', 'Şebeke bağlantı arızası'],
  forcedOther: ['Gaz motoru arızası', 'Jeneratör arızası', 'Santral trafosu arızası', 'Kuyu başı ekipman arızası'],
  plannedThermal: ['Planlı bakım', 'Yıllık bakım', 'Türbin revizyonu', 'Kazan revizyonu', 'Büyük bakım (overhaul)', 'Elektrofiltre bakımı'],
  plannedGas: ['Planlı bakım', 'Yıllık bakım', 'Gaz türbini sıcak bölüm muayenesi', 'Türbin revizyonu', 'Büyük bakım (overhaul)'],
  plannedHydro: ['Planlı bakım', 'Yıllık ünite bakımı', 'Türbin revizyonu', 'Cebri boru bakımı', 'Su alma yapısı temizliği'],
  plannedOther: ['Planlı bakım', 'Periyodik bakım', 'Trafo merkezi bakımı'],
  limitWater: ['Su yetersizliği', 'Rezervuar seviyesi düşük', 'Sulama suyu önceliği nedeniyle üretim kısıtı'],
  limitHeat: ['Yüksek ortam sıcaklığı nedeniyle kapasite düşümü', 'Soğutma suyu sıcaklığı yüksek'],
  limitGasSupply: ['Doğal gaz arz kısıtı', 'BOTAŞ talimatı ile gaz çekiş sınırlaması'],
  limitCoal: ['Kömür kalitesi düşük', 'Değirmen bakımı nedeniyle kısmi yük', 'Kömür stok yetersizliği'],
  limitGrid: ['Şebeke kısıtı', 'TEİAŞ talimatı ile üretim sınırlaması', 'İletim hattı bakımı nedeniyle kısıt'],
} as const;

export interface MessageRegistry {
  plants: readonly PowerPlant[];
  organizations: readonly Organization[];
  units: readonly GenerationUnit[];
}

interface UnitEntry { unit: GenerationUnit; plantName: string; orgName: string }
interface Pick { entries: UnitEntry[]; cumulative: Float64Array; total: number }

/** A drawn notice before the overlap check. */
export interface DrawnNotice {
  id: number;
  type: MessageType;
  entry: UnitEntry;
  start: number;
  end: number;
  capacity: number;
  reason: string;
  preFaultPower: number;
}

const N = {
  count: [0, streamId('umm.count.forced'), streamId('umm.count.planned'), streamId('umm.count.limit')],
  unit: streamId('umm.unit'),
  start: streamId('umm.start'),
  duration: streamId('umm.duration'),
  capacity: streamId('umm.capacity'),
  reason: streamId('umm.reason'),
  group: streamId('umm.group'),
  load: streamId('umm.load'),
} as const;

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function weighted(entries: UnitEntry[], weight: (e: UnitEntry) => number): Pick {
  const kept = entries.filter((e) => weight(e) > 0);
  const cumulative = new Float64Array(kept.length);
  let total = 0;
  kept.forEach((e, i) => { total += weight(e); cumulative[i] = total; });
  return { entries: kept, cumulative, total };
}

function pickFrom(pick: Pick, u: number): UnitEntry {
  const target = u * pick.total;
  let lo = 0;
  let hi = pick.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pick.cumulative[mid]! > target) hi = mid; else lo = mid + 1;
  }
  return pick.entries[lo]!;
}

/** Seasonal mean of new notices of a type on a day. */
function dailyMean(type: MessageType, cal: CalendarDay): number {
  const base = DAILY_MEAN[type];
  if (type === PLANNED) return base * PLANNED_MONTH[cal.month - 1]! * (cal.isBusinessDay ? 1.25 : 0.4);
  if (type === FORCED) return base * FORCED_MONTH[cal.month - 1]!;
  return base;
}

export function createMarketMessages(noise: NoiseField, registry: MessageRegistry) {
  const plantById = new Map(registry.plants.map((p) => [p.id, p]));
  const orgById = new Map(registry.organizations.map((o) => [o.organizationId, o]));
  const entries: UnitEntry[] = registry.units.map((unit) => ({
    unit, plantName: plantById.get(unit.powerPlantId)!.name, orgName: orgById.get(unit.orgId)?.organizationName ?? '',
  }));
  const size = (e: UnitEntry): number => Math.pow(e.unit.installedCapacity, 0.7);
  const forcedPick = weighted(entries, (e) => size(e) * (FORCED_RATE[e.unit.source] ?? 0));
  const plannedPick = weighted(entries, (e) => size(e) * (PLANNED_RATE[e.unit.source] ?? 0));
  // Capacity limits: one pick per cause, the cause chosen by the day's weather.
  const limitPicks = {
    water: weighted(entries, (e) => (HYDRO.has(e.unit.source) ? size(e) : 0)),
    gas: weighted(entries, (e) => (e.unit.source === 'naturalGas' ? size(e) : 0)),
    coal: weighted(entries, (e) => (COAL.has(e.unit.source) ? size(e) : 0)),
    grid: weighted(entries, (e) => (e.unit.source === 'wind' || e.unit.source === 'sun' ? size(e) * 1.5 : THERMAL.has(e.unit.source) ? size(e) * 0.3 : 0)),
  };

  const choose = <T>(list: readonly T[], u: number): T => list[Math.floor(u * list.length)]!;

  function forcedReason(source: Source, u: number): string {
    if (u < 0.08) return 'Şebeke kaynaklı açma (iletim hattı arızası)';
    const v = (u - 0.08) / 0.92;
    if (COAL.has(source) || source === 'fueloil') return choose(REASONS.forcedCoal, v);
    if (source === 'naturalGas') return choose(REASONS.forcedGas, v);
    if (HYDRO.has(source)) return choose(REASONS.forcedHydro, v);
    if (source === 'wind') return choose(REASONS.forcedWind, v);
    if (source === 'sun') return choose(REASONS.forcedSun, v);
    return choose(REASONS.forcedOther, v);
  }

  function plannedReason(source: Source, u: number): string {
    if (COAL.has(source) || source === 'fueloil') return choose(REASONS.plannedThermal, u);
    if (source === 'naturalGas') return choose(REASONS.plannedGas, u);
    if (HYDRO.has(source)) return choose(REASONS.plannedHydro, u);
    return choose(REASONS.plannedOther, u);
  }

  /** The notices drawn for one day, before the overlap check (pure in seed and day). */
  function drawDay(day: number): DrawnNotice[] {
    const cal = calendarDay(day);
    const out: DrawnNotice[] = [];
    const dry = Math.max(0, 1.15 - wetness(noise, cal.yearFraction)) * (cal.month >= 7 && cal.month <= 11 ? 2 : 1);
    const temperature = gasDayTemperature(noise, cal);
    const heat = Math.max(0, temperature - 22) / 4;
    const cold = Math.max(0, 4 - temperature) / 3;
    for (const type of [FORCED, PLANNED, LIMIT] as const) {
      const mean = type === LIMIT ? DAILY_MEAN[LIMIT] * (0.6 + 2.2 * dry + heat + cold) : dailyMean(type, cal);
      const count = poissonCount(mean, noise.uniform(N.count[type], day), MAX_PER_DAY - 1);
      for (let k = 0; k < count; k++) {
        const index = day * 128 + type * 32 + k;
        const u = (stream: number): number => noise.uniform(stream, index);
        let entry: UnitEntry;
        let reason: string;
        if (type === FORCED) {
          entry = pickFrom(forcedPick, u(N.unit));
          reason = forcedReason(entry.unit.source, u(N.reason));
        } else if (type === PLANNED) {
          entry = pickFrom(plannedPick, u(N.unit));
          reason = plannedReason(entry.unit.source, u(N.reason));
        } else {
          const w = { water: 0.3 + 3 * dry, gas: heat + cold * 1.5 + 0.1, coal: 0.4, grid: 0.6 };
          const g = u(N.group) * (w.water + w.gas + w.coal + w.grid);
          const cause = g < w.water ? 'water' : g < w.water + w.gas ? 'gas' : g < w.water + w.gas + w.coal ? 'coal' : 'grid';
          entry = pickFrom(limitPicks[cause], u(N.unit));
          const list = cause === 'water' ? REASONS.limitWater : cause === 'coal' ? REASONS.limitCoal : cause === 'grid' ? REASONS.limitGrid
            : cold > heat ? REASONS.limitGasSupply : REASONS.limitHeat;
          reason = choose(list, u(N.reason));
        }
        const power = entry.unit.installedCapacity;
        const uStart = u(N.start);
        const uCap = u(N.capacity);
        const z = noise.normal(N.duration, index);
        let start: number;
        let hours: number;
        let capacity: number;
        if (type === PLANNED) {
          // Works start at midnight or with the morning shift; big coal units go into long overhauls.
          start = cal.ts + (uStart < 0.6 ? 0 : (6 + Math.floor((uStart - 0.6) * 10)) * MS_PER_HOUR);
          const median = COAL.has(entry.unit.source) && power >= 150 ? 18 : HYDRO.has(entry.unit.source) ? 7 : 5;
          hours = 24 * Math.min(MAX_SPAN_DAYS, Math.max(1, Math.round(median * Math.exp(0.7 * z))));
          capacity = uCap < 0.85 ? 0 : power * (0.3 + 0.4 * ((uCap - 0.85) / 0.15));
        } else if (type === FORCED) {
          start = cal.ts + Math.floor(uStart * 1440) * 60_000;
          hours = Math.min(14 * 24, Math.max(1, 14 * Math.exp(1.1 * z)));
          capacity = uCap < 0.75 ? 0 : power * (0.3 + 0.5 * ((uCap - 0.75) / 0.25));
        } else {
          start = cal.ts + Math.floor(uStart * 96) * 15 * 60_000;
          hours = Math.min(20 * 24, Math.max(2, 30 * Math.exp(1.0 * z)));
          capacity = power * (0.2 + 0.65 * uCap);
        }
        const end = start + Math.round(hours * 4) * 15 * 60_000;
        const preFaultPower = type === PLANNED ? 0 : power * (0.7 + 0.25 * noise.uniform(N.load, index));
        out.push({ id: 40_000_000 + index, type, entry, start, end, capacity: round1(capacity), reason, preFaultPower: round1(Math.max(preFaultPower, capacity)) });
      }
    }
    return out;
  }

  /** Rows of the notices starting on days first…last (day numbers), in time order. */
  function rows(first: number, last: number): SimRow[] {
    const byUnit = new Map<number, DrawnNotice[]>();
    const all: DrawnNotice[] = [];
    for (let day = first - MAX_SPAN_DAYS; day <= last; day++) {
      for (const n of drawDay(day)) {
        all.push(n);
        const list = byUnit.get(n.entry.unit.id);
        if (list) list.push(n); else byUnit.set(n.entry.unit.id, [n]);
      }
    }
    const firstTs = first * MS_PER_DAY;
    const kept = all.filter((n) => n.start >= firstTs && !byUnit.get(n.entry.unit.id)!.some(
      (m) => m !== n && m.start <= n.start && n.start < m.end && (m.start < n.start || m.id < n.id)));
    kept.sort((a, b) => a.start - b.start || a.id - b.id);
    return kept.map(toRow);
  }

  return { drawDay, rows };
}

function faultDetails(n: DrawnNotice): string {
  if (n.type === PLANNED) return '[]';
  // The hours of the case on its first day, with the power lost in each (the operator's hourly breakdown).
  // Written as JSON text directly: JSON.stringify of thousands of small objects is most of this module's time.
  const parts: string[] = [];
  const dayEnd = (Math.floor(n.start / MS_PER_DAY) + 1) * MS_PER_DAY;
  const loss = round1(Math.max(0, n.preFaultPower - n.capacity));
  for (let h = Math.floor(n.start / MS_PER_HOUR) * MS_PER_HOUR; h < Math.min(n.end, dayEnd); h += MS_PER_HOUR) {
    const covered = (Math.min(n.end, h + MS_PER_HOUR) - Math.max(n.start, h)) / MS_PER_HOUR;
    parts.push(`{"hour":"${toWallIso(h)}","remainingCapacity":${n.capacity},"preFaultPower":${n.preFaultPower},`
      + `"faultCausedPowerLoss":${loss},"faultCausedEnergyLoss":${round3(loss * covered)}}`);
  }
  return `[${parts.join(',')}]`;
}

function toRow(n: DrawnNotice): SimRow {
  const { unit } = n.entry;
  return {
    ts: Math.floor(n.start / MS_PER_HOUR) * MS_PER_HOUR,
    regionId: UMM_REGIONS[0].regionId, mesajTipId: n.type, organizationId: unit.orgId, powerPlantId: unit.powerPlantId,
    uevcbId: unit.id, id: n.id,
    orgName: n.entry.orgName, powerPlantName: n.entry.plantName, uevcbName: unit.name,
    caseStartDate: toWallIso(n.start), caseEndDate: toWallIso(n.end),
    operatorPower: unit.installedCapacity, capacityAtCaseTime: n.capacity, reason: n.reason, faultDetails: faultDetails(n),
  };
}
