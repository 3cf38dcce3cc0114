// The reasons of market-message notices are free text in the operator's contract, so the stored (Turkish) text
// is what the API answers in either language; the app shows an English reader our English wording of each reason
// the simulated market uses (src/server/simulator/marketMessages.ts), and any other text as it is.
import type { Locale } from '../../locale/locale';

const ENGLISH: Readonly<Record<string, string>> = {
  'Kazan tüp patlağı': 'Boiler tube burst',
  'Kömür besleme sistemi arızası': 'Coal feed system failure',
  'Türbin titreşimi nedeniyle ünite durdu': 'Unit stopped by turbine vibration',
  'Jeneratör koruma rölesi açması': 'Generator protection relay trip',
  'Cebri çekme fanı arızası': 'Induced-draught fan failure',
  'Elektrofiltre arızası': 'Electrostatic precipitator failure',
  'Besleme suyu pompası arızası': 'Feedwater pump failure',
  'Değirmen arızası': 'Coal mill failure',
  'Gaz türbini açması': 'Gas turbine trip',
  'Buhar türbini arızası': 'Steam turbine failure',
  'Atık ısı kazanı tüp kaçağı': 'Heat-recovery boiler tube leak',
  'Kompresör arızası': 'Compressor failure',
  'Doğal gaz basınç düşümü nedeniyle açma': 'Trip on low natural gas pressure',
  'Türbin ayar mekanizması arızası': 'Turbine governor failure',
  'Jeneratör sargı arızası': 'Generator winding failure',
  'Cebri boru kapağı arızası': 'Penstock gate failure',
  'Ünite trafosu arızası': 'Unit transformer failure',
  'Şalt sahası arızası': 'Switchyard failure',
  'Türbin dişli kutusu arızası': 'Turbine gearbox failure',
  'Kanat açı (pitch) sistemi arızası': 'Blade pitch system failure',
  'Şebeke bağlantı arızası': 'Grid connection failure',
  'SCADA haberleşme arızası': 'SCADA communication failure',
  'İnverter arızası': 'Inverter failure',
  'Santral trafosu arızası': 'Plant transformer failure',
  'Gaz motoru arızası': 'Gas engine failure',
  'Jeneratör arızası': 'Generator failure',
  'Kuyu başı ekipman arızası': 'Wellhead equipment failure',
  'Planlı bakım': 'Planned maintenance',
  'Yıllık bakım': 'Annual maintenance',
  'Türbin revizyonu': 'Turbine overhaul',
  'Kazan revizyonu': 'Boiler overhaul',
  'Büyük bakım (overhaul)': 'Major overhaul',
  'Elektrofiltre bakımı': 'Electrostatic precipitator maintenance',
  'Gaz türbini sıcak bölüm muayenesi': 'Gas turbine hot-section inspection',
  'Yıllık ünite bakımı': 'Annual unit maintenance',
  'Cebri boru bakımı': 'Penstock maintenance',
  'Su alma yapısı temizliği': 'Water intake cleaning',
  'Periyodik bakım': 'Periodic maintenance',
  'Trafo merkezi bakımı': 'Substation maintenance',
  'Su yetersizliği': 'Not enough water',
  'Rezervuar seviyesi düşük': 'Low reservoir level',
  'Sulama suyu önceliği nedeniyle üretim kısıtı': 'Output limited: irrigation water comes first',
  'Yüksek ortam sıcaklığı nedeniyle kapasite düşümü': 'Capacity reduced by high ambient temperature',
  'Soğutma suyu sıcaklığı yüksek': 'Cooling water too warm',
  'Doğal gaz arz kısıtı': 'Natural gas supply limit',
  'BOTAŞ talimatı ile gaz çekiş sınırlaması': 'Gas offtake limited on BOTAŞ instruction',
  'Kömür kalitesi düşük': 'Poor coal quality',
  'Değirmen bakımı nedeniyle kısmi yük': 'Part load during coal mill maintenance',
  'Kömür stok yetersizliği': 'Coal stock too low',
  'Şebeke kısıtı': 'Grid constraint',
  'TEİAŞ talimatı ile üretim sınırlaması': 'Output limited on TEİAŞ instruction',
  'İletim hattı bakımı nedeniyle kısıt': 'Limited during transmission line maintenance',
};

/** The reason in the reader's language: our English for a known reason, else the text as stored. */
export function noticeReasonText(reason: string, locale: Locale): string {
  return locale === 'en' ? (ENGLISH[reason] ?? reason) : reason;
}

/** Every reason with an English wording (for the test that the simulator's list is covered). */
export const TRANSLATED_REASONS: readonly string[] = Object.keys(ENGLISH);
