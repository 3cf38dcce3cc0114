// Notices of the state gas company (BOTAŞ), in Turkish and English, in our own words: the month's wholesale
// tariff on its first day, the storage season's turns (injection from 15 April, withdrawal from 1 November), a
// cold-weather notice when the national mean temperature first drops below zero, LNG cargoes arriving (about two
// a month) and planned maintenance on an import pipeline (about one a month, announced a week ahead).
import { calendarDay, MS_PER_HOUR } from '../../calendar';
import { GAS_ENTRY_POINTS } from '../../gasPoints';
import { gasDayTemperature } from '../../gasTransmission';
import { streamId, type NoiseField } from '../../noise';
import type { GasDay } from '../gasDayModule';

export interface BotasAnnouncement { time: number; titleTr: string; titleEn: string; descriptionTr: string; descriptionEn: string }

const MONTHS_TR = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const N_CARGO = streamId('botas.cargo');
const N_MAINTENANCE = streamId('botas.maintenance');
const N_TARIFF = streamId('botas.tariff');
const LNG = GAS_ENTRY_POINTS.filter((p) => p.kind === 'lng');
const PIPELINES = GAS_ENTRY_POINTS.filter((p) => p.kind === 'pipeline');

const trNumber = (x: number): string => Math.round(x).toLocaleString('tr-TR');
const enNumber = (x: number): string => Math.round(x).toLocaleString('en-GB');
const trDate = (day: number): string => { const c = calendarDay(day); return `${c.dayOfMonth} ${MONTHS_TR[c.month - 1]} ${c.year}`; };
const enDate = (day: number): string => { const c = calendarDay(day); return `${c.dayOfMonth} ${MONTHS_EN[c.month - 1]} ${c.year}`; };

export function botasAnnouncements(noise: NoiseField, g: GasDay): BotasAnnouncement[] {
  const { cal } = g;
  const day = cal.day;
  const out: BotasAnnouncement[] = [];
  const at = (hours: number, a: Omit<BotasAnnouncement, 'time'>): void => { out.push({ time: cal.ts + hours * MS_PER_HOUR, ...a }); };
  if (cal.dayOfMonth === 1) {
    const tariff = g.grfTl * (0.96 + 0.03 * noise.uniform(N_TARIFF, day));
    const m = cal.month - 1;
    at(9, {
      titleTr: `${MONTHS_TR[m]} ${cal.year} toptan satış tarifesi`, titleEn: `Wholesale tariff for ${MONTHS_EN[m]} ${cal.year}`,
      descriptionTr: `${MONTHS_TR[m]} ayında sanayi ve elektrik üretimi müşterilerine uygulanacak toptan satış fiyatı 1000 Sm³ başına ${trNumber(tariff)} TL olarak belirlendi.`,
      descriptionEn: `The wholesale price for industrial and power-generation customers in ${MONTHS_EN[m]} is set at ${enNumber(tariff)} TL per 1000 Sm³.`,
    });
  }
  if (cal.month === 4 && cal.dayOfMonth === 15) {
    at(10, {
      titleTr: 'Depolama tesislerinde enjeksiyon dönemi başladı', titleEn: 'Storage injection season begins',
      descriptionTr: 'Yeraltı depolama tesislerine gaz basılmasına bugünden itibaren başlandı; tesisler kasım başına kadar doldurulacak.',
      descriptionEn: 'Underground storage facilities start taking in gas today and will be filled until early November.',
    });
  }
  if (cal.month === 11 && cal.dayOfMonth === 1) {
    at(10, {
      titleTr: 'Depolardan geri üretim dönemi başladı', titleEn: 'Storage withdrawal season begins',
      descriptionTr: 'Kış talebini karşılamak için yeraltı depolama tesislerinden gaz çekilmesine başlandı.',
      descriptionEn: 'Gas is now being drawn from underground storage to meet winter demand.',
    });
  }
  if (g.system.temperature < 0 && gasDayTemperature(noise, calendarDay(day - 1)) >= 0) {
    at(11, {
      titleTr: 'Soğuk hava nedeniyle yüksek talep uyarısı', titleEn: 'High demand expected in cold weather',
      descriptionTr: `Ülke ortalama sıcaklığının sıfırın altına düşmesiyle günlük tüketimin ${trNumber(g.system.domesticExit / 1e6)} milyon Sm³ düzeyine çıkması bekleniyor; taşıtanların dengelerini dikkatle izlemesi rica olunur.`,
      descriptionEn: `With the national mean temperature below zero, daily consumption is expected to reach about ${enNumber(g.system.domesticExit / 1e6)} million Sm³; shippers are asked to watch their balances closely.`,
    });
  }
  if (noise.uniform(N_CARGO, day) < 0.065) {
    const terminal = LNG[Math.floor(noise.uniform(N_CARGO + 1, day) * LNG.length)]!;
    const cargo = 80 + 10 * Math.floor(8 * noise.uniform(N_CARGO + 2, day));
    at(14, {
      titleTr: `${terminal.pointName} terminaline LNG kargosu ulaştı`, titleEn: `LNG cargo arrives at ${terminal.pointName}`,
      descriptionTr: `Yaklaşık ${cargo} milyon Sm³ gaza karşılık gelen LNG kargosu ${trDate(day)} tarihinde boşaltılmaya başlandı.`,
      descriptionEn: `An LNG cargo equal to about ${cargo} million Sm³ of gas started unloading on ${enDate(day)}.`,
    });
  }
  if (noise.uniform(N_MAINTENANCE, day) < 0.033) {
    const point = PIPELINES[Math.floor(noise.uniform(N_MAINTENANCE + 1, day) * PIPELINES.length)]!;
    const cut = 20 + 5 * Math.floor(7 * noise.uniform(N_MAINTENANCE + 2, day));
    at(16, {
      titleTr: `${point.pointName} giriş noktasında planlı bakım`, titleEn: `Planned maintenance at the ${point.pointName} entry point`,
      descriptionTr: `${trDate(day + 7)} gaz gününde yapılacak bakım çalışması nedeniyle giriş kapasitesi yaklaşık %${cut} azalacaktır.`,
      descriptionEn: `Maintenance on the ${enDate(day + 7)} gas day will cut the entry capacity by about ${cut}%.`,
    });
  }
  return out;
}
