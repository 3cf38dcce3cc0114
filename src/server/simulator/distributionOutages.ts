// Planned and unplanned outages of the distribution grids (planned-/unplanned-power-outage-info). Planned works
// are announced for working-day hours (mostly 08:30–17:30, more in the building season); unplanned ones happen
// at any hour, more in winter storms and summer heat waves. Each company's share follows its subscribers, each
// outage names a district of a province the company serves, a few neighbourhoods or villages, the subscribers
// cut and their mean hourly load. Counts are a pure function of (seed, day, company), so any range gives the
// rows of a longer run. Row time: ts = the hour of startTime; date (the day), startTime and endTime are ISO
// strings with +03:00.
import { calendarDay, MS_PER_HOUR, type CalendarDay } from './calendar';
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { gasDayTemperature } from './gasTransmission';
import { streamId, type NoiseField } from './noise';
import { poissonCount } from './poissonCount';
import { DISTRICTS, PROVINCE_LIST, provinceId, type District } from './provinces';
import type { SimRow } from './simulateWorld';
import { toWallIso } from './toWallIso';

export type OutageKind = 'planned' | 'unplanned';

/** Subscribers (millions) by region code, after the regions' populations. */
const SUBSCRIBERS_M: Record<string, number> = {
  'DYB-EDAŞ': 2.0, 'VAN-EDAŞ': 0.7, 'ERZ-EDAŞ': 0.9, 'TRB-EDAŞ': 1.3, 'ELZ-EDAŞ': 0.9, 'SVS-EDAŞ': 0.8, 'ADN-EDAŞ': 3.9,
  'KNY-EDAŞ': 1.9, 'ANK-EDAŞ': 4.2, 'ANT-EDAŞ': 1.8, 'IZM-EDAŞ': 3.0, 'BRS-EDAŞ': 2.8, 'TKD-EDAŞ': 1.2, 'IST-A-EDAŞ': 3.0,
  'KOC-EDAŞ': 2.0, 'ESK-EDAŞ': 1.7, 'IST-R-EDAŞ': 5.9, 'KYS-EDAŞ': 0.7, 'AYD-EDAŞ': 1.9, 'SMS-EDAŞ': 1.7, 'KMR-EDAŞ': 0.9,
};
const TOTAL_SUBSCRIBERS_M = Object.values(SUBSCRIBERS_M).reduce((a, b) => a + b, 0);
/** İstanbul's districts in the lists, by side of the Bosphorus (the seat's Merkez is served from both). */
const ISTANBUL_ANATOLIA = new Set(['Şile', 'Tuzla', 'Merkez']);
/** İstanbul, Ankara, İzmir: every district is a city of its own. */
const METROPOLITAN = new Set([34, 6, 35]);

/** Nationwide means a day: planned works on a working day, unplanned faults on a calm day. */
const PLANNED_PER_WORKING_DAY = 110;
const UNPLANNED_PER_CALM_DAY = 45;
/** Planned works follow the building season. */
const PLANNED_MONTH = [0.6, 0.7, 0.9, 1.05, 1.15, 1.2, 1.15, 1.1, 1.15, 1.1, 0.95, 0.75];

const PLANNED_REASONS = [
  'Şebeke bakım ve onarım çalışması', 'Yeni tesis bağlantısı', 'Trafo merkezi bakımı', 'Direk değişimi', 'Ağaç budama çalışması',
  'Yeraltı kablo değişimi', 'Şebeke yatırım çalışması', 'Enerji nakil hattı tadilatı', 'Dağıtım merkezi (DM) bakımı',
  'Karayolu çalışması nedeniyle hat deplasesi',
] as const;
const UNPLANNED_REASONS = {
  any: ['Orta gerilim hat arızası', 'Alçak gerilim şebeke arızası', 'Trafo arızası', 'Yeraltı kablo arızası',
    'Üçüncü şahıs kaynaklı hasar (kazı çalışması)', 'Hayvan teması', 'İletim sistemi kaynaklı kesinti'],
  storm: ['Fırtına nedeniyle hat arızası', 'Ağaç devrilmesi nedeniyle hat kopması', 'Kar ve buzlanma nedeniyle hat arızası', 'Yıldırım düşmesi'],
  heat: ['Yüksek sıcaklık nedeniyle aşırı yüklenme', 'Aşırı yük nedeniyle trafo arızası'],
} as const;
const NEIGHBOURHOODS = [
  'Cumhuriyet', 'Atatürk', 'Yeni', 'Fatih', 'Hürriyet', 'İstiklal', 'Gazi', 'Barbaros', 'Mimar Sinan', 'Yunus Emre',
  'Mevlana', 'Karşıyaka', 'Bahçelievler', 'Esentepe', 'Kocatepe', 'Güzelyalı', 'Çamlık', 'Yenidoğan', 'Zafer', 'Saray',
  'Şirinevler', 'Yavuz Selim', 'Kazım Karabekir', 'Mehmet Akif Ersoy', 'Fevzi Çakmak', 'Orhangazi', 'Sakarya', 'Turgut Özal',
  'Aydınlıkevler', 'Çarşı', 'Bağlar', 'Pınarbaşı', 'Yıldırım Beyazıt', 'İnönü', 'Kurtuluş', 'Selimiye',
] as const;
const VILLAGES = [
  'Akçaköy', 'Yeniköy', 'Karaağaç', 'Kayabaşı', 'Sarıçam', 'Çaltı', 'Dereköy', 'Kızılcaören', 'Alanyurt', 'Büyükdere',
  'Hacılar', 'Karapınar', 'Kocaoba', 'Ortaköy', 'Güneyli', 'Esenköy', 'Yazıbaşı', 'Taşlıca', 'Kavaklı', 'Çayırlı',
] as const;

const NEIGHBOURHOOD_LABELS = NEIGHBOURHOODS.map((n) => `${n} Mah.`);

const N = {
  plannedCount: streamId('outage.planned.count'),
  unplannedCount: streamId('outage.unplanned.count'),
  storm: streamId('outage.storm'),
  place: streamId('outage.place'),
  start: streamId('outage.start'),
  minute: streamId('outage.minute'),
  duration: streamId('outage.duration'),
  subscribers: streamId('outage.subscribers'),
  reason: streamId('outage.reason'),
  areas: streamId('outage.areas'),
  areaCount: streamId('outage.area-count'),
  load: streamId('outage.load'),
} as const;

interface CompanyArea { companyId: number; companyName: string; code: string; districts: District[]; weights: number[]; total: number }

/** A company's districts, the seat's Merkez weighted above the rest (more subscribers in the province centre). */
const AREAS: readonly CompanyArea[] = DISTRIBUTION_COMPANIES.map((c) => {
  const districts = c.provinces.flatMap((p) => DISTRICTS.filter((d) => d.provinceId === provinceId(p)))
    .filter((d) => d.provinceId !== 34 || (c.distributeCode === 'IST-A-EDAŞ') === ISTANBUL_ANATOLIA.has(d.name) || d.name === 'Merkez');
  // The region's first province is its main city: its districts weigh more.
  const main = provinceId(c.provinces[0]!);
  const weights = districts.map((d) => (d.name === 'Merkez' ? 4 : 1) * (d.provinceId === main ? 2.5 : 1));
  return { companyId: c.companyId, companyName: c.companyName, code: c.distributeCode, districts, weights, total: weights.reduce((a, b) => a + b, 0) };
});
const PROVINCE_NAME = new Map(PROVINCE_LIST.map((p) => [p.id, p.name]));

/** Storminess of a day in [0, ~3]: spells of a few days, in the cold half of the year. */
export function storminess(noise: NoiseField, cal: CalendarDay): number {
  const winter = 0.5 + 0.5 * Math.cos((2 * Math.PI * (cal.dayOfYear - 15)) / 365.25);
  return Math.max(0, noise.smooth(N.storm, cal.day / 3) - 0.6) * (0.4 + 1.6 * winter);
}

export function createDistributionOutages(noise: NoiseField) {
  const choose = <T>(list: readonly T[], u: number): T => list[Math.floor(u * list.length)]!;

  function pickDistrict(area: CompanyArea, u: number): District {
    let target = u * area.total;
    for (let i = 0; i < area.districts.length; i++) {
      target -= area.weights[i]!;
      if (target < 0) return area.districts[i]!;
    }
    return area.districts[area.districts.length - 1]!;
  }

  function areasText(district: District, index: number, count: number): string {
    const rural = district.name !== 'Merkez' && noise.uniform(N.areas, index * 16 + 15) < 0.45;
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const name = choose(rural ? VILLAGES : NEIGHBOURHOOD_LABELS, noise.uniform(N.areas, index * 16 + i));
      if (!names.includes(name)) names.push(name);
    }
    return names.join(', ');
  }

  /** Outages of one kind starting on one day, all companies, in start order. */
  function day(kind: OutageKind, dayNumber: number): SimRow[] {
    const cal = calendarDay(dayNumber);
    const temperature = gasDayTemperature(noise, cal);
    const storm = storminess(noise, cal);
    const heat = Math.max(0, temperature - 24) / 3;
    const nationwide = kind === 'planned'
      ? PLANNED_PER_WORKING_DAY * PLANNED_MONTH[cal.month - 1]! * (cal.isBusinessDay ? 1 : cal.weekday === 5 && !cal.holiday ? 0.15 : 0) * (1 - Math.min(0.6, 0.3 * storm))
      : UNPLANNED_PER_CALM_DAY * (1 + 1.4 * storm + 0.9 * heat);
    const rows: SimRow[] = [];
    const date = toWallIso(cal.ts);
    for (const area of AREAS) {
      const mean = nationwide * SUBSCRIBERS_M[area.code]! / TOTAL_SUBSCRIBERS_M;
      const count = poissonCount(mean, noise.uniform(kind === 'planned' ? N.plannedCount : N.unplannedCount, dayNumber * 32 + area.companyId), 199);
      for (let k = 0; k < count; k++) {
        // Ids: day × 10⁵ + company × 400 + kind × 200 + k, unique and stable.
        const index = dayNumber * 100_000 + area.companyId * 400 + (kind === 'planned' ? 0 : 200) + k;
        const u = (stream: number): number => noise.uniform(stream, index);
        const district = pickDistrict(area, u(N.place));
        const z = noise.normal(N.duration, index);
        let start: number;
        let minutes: number;
        let subscribers: number;
        let reason: string;
        const uStart = u(N.start);
        if (kind === 'planned') {
          // Crews start between 08:30 and 11:00 on the half hour and finish before the evening peak.
          const startMinute = 510 + 30 * Math.floor(uStart * 6);
          start = cal.ts + startMinute * 60_000;
          minutes = Math.min(1080 - startMinute, 30 * Math.max(2, Math.round(8 * Math.exp(0.45 * z))));
          subscribers = Math.max(5, Math.round(350 * Math.exp(1.1 * noise.normal(N.subscribers, index))));
          reason = choose(PLANNED_REASONS, u(N.reason));
        } else {
          // Faults follow the load (evening peak in heat) with a night floor; storms cut longer and wider.
          const hour = pickHour(uStart, heat > 0.3);
          start = cal.ts + hour * MS_PER_HOUR + Math.floor(noise.uniform(N.minute, index) * 60) * 60_000;
          minutes = Math.min(48 * 60, Math.max(10, Math.round(80 * Math.exp(0.9 * z) * (1 + 0.6 * storm))));
          subscribers = Math.max(3, Math.round(600 * (1 + 0.8 * storm) * Math.exp(1.2 * noise.normal(N.subscribers, index))));
          const r = u(N.reason);
          const stormShare = Math.min(0.7, 0.25 * storm);
          const heatShare = Math.min(0.5, 0.2 * heat);
          reason = r < stormShare ? choose(UNPLANNED_REASONS.storm, r / stormShare)
            : r < stormShare + heatShare ? choose(UNPLANNED_REASONS.heat, (r - stormShare) / heatShare)
              : choose(UNPLANNED_REASONS.any, (r - stormShare - heatShare) / (1 - stormShare - heatShare));
        }
        // A rural district has a few thousand subscribers at most; a province centre or a metropolis far more.
        subscribers = Math.min(subscribers, district.name === 'Merkez' || METROPOLITAN.has(district.provinceId) ? 60_000 : 9_000);
        const end = start + minutes * 60_000;
        const areaCount = Math.min(8, 1 + Math.floor(Math.log10(subscribers + 1) * u(N.areaCount) * 2.5));
        // Mean draw per subscriber ≈ 0.6 kW, higher in heat and cold, lower at night.
        const hourOfStart = Math.floor((start - cal.ts) / MS_PER_HOUR);
        const daytime = hourOfStart >= 7 && hourOfStart <= 22 ? 1 : 0.6;
        const load = subscribers * 0.6 * daytime * (1 + 0.15 * heat + 0.02 * Math.max(0, 8 - temperature)) * (0.8 + 0.4 * u(N.load));
        rows.push({
          ts: Math.floor(start / MS_PER_HOUR) * MS_PER_HOUR,
          distributionCompanyId: area.companyId, provinceId: district.provinceId, id: index,
          province: PROVINCE_NAME.get(district.provinceId)!, district: district.name, date,
          distributionCompanyName: area.companyName, startTime: toWallIso(start), endTime: toWallIso(end), reason,
          effectedNeighbourhoods: areasText(district, index, areaCount), effectedSubscribers: subscribers,
          hourlyLoadAvg: Math.round(load * 100) / 100,
        });
      }
    }
    return rows.sort((a, b) => (a.ts as number) - (b.ts as number) || (a.id as number) - (b.id as number));
  }

  return { day };
}

/** Hour of a fault: a floor at night, more through the day and at the evening peak (more so in heat). */
const FAULT_HOUR_WEIGHT = [0.5, 0.45, 0.4, 0.4, 0.4, 0.45, 0.6, 0.8, 1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.15, 1.2, 1.25, 1.3, 1.4, 1.45, 1.4, 1.2, 0.9, 0.7];
const FAULT_HOUR_HEAT = FAULT_HOUR_WEIGHT.map((w, h) => w * (h >= 13 && h <= 22 ? 1.6 : 1));
function pickHour(u: number, hot: boolean): number {
  const weights = hot ? FAULT_HOUR_HEAT : FAULT_HOUR_WEIGHT;
  let target = u * weights.reduce((a, b) => a + b, 0);
  for (let h = 0; h < 24; h++) {
    target -= weights[h]!;
    if (target < 0) return h;
  }
  return 23;
}
