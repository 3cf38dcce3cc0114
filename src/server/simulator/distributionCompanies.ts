// The 21 electricity distribution regions with the provinces each serves (İstanbul is split into its
// European and Anatolian sides). Company names are composed from the region's main city and the usual
// "Elektrik Dağıtım A.Ş." pattern; they are not the real companies' names.
import { provinceId } from './provinces';

export interface DistributionCompany {
  companyId: number;
  companyName: string;
  /** Short region code (distribution-region-list's distributeCode). */
  distributeCode: string;
  /** Served provinces (names, comma separated) and their plate ids. */
  provinces: readonly string[];
}

const REGIONS: readonly (readonly [code: string, label: string, provinces: readonly string[]])[] = [
  ['DYB', 'Diyarbakır-Mardin', ['Diyarbakır', 'Şanlıurfa', 'Mardin', 'Batman', 'Siirt', 'Şırnak']],
  ['VAN', 'Van Gölü Havzası', ['Van', 'Bitlis', 'Muş', 'Hakkari']],
  ['ERZ', 'Erzurum-Kars', ['Erzurum', 'Ağrı', 'Kars', 'Iğdır', 'Ardahan', 'Erzincan', 'Bayburt']],
  ['TRB', 'Trabzon-Rize', ['Trabzon', 'Rize', 'Artvin', 'Giresun', 'Gümüşhane']],
  ['ELZ', 'Elazığ-Malatya', ['Elazığ', 'Malatya', 'Bingöl', 'Tunceli']],
  ['SVS', 'Sivas-Tokat', ['Sivas', 'Tokat', 'Yozgat']],
  ['ADN', 'Adana-Mersin', ['Adana', 'Mersin', 'Gaziantep', 'Hatay', 'Osmaniye', 'Kilis']],
  ['KNY', 'Konya-Aksaray', ['Konya', 'Karaman', 'Aksaray', 'Niğde', 'Nevşehir', 'Kırşehir']],
  ['ANK', 'Ankara-Zonguldak', ['Ankara', 'Kırıkkale', 'Zonguldak', 'Karabük', 'Bartın', 'Kastamonu', 'Çankırı']],
  ['ANT', 'Antalya-Isparta', ['Antalya', 'Isparta', 'Burdur']],
  ['IZM', 'İzmir-Manisa', ['İzmir', 'Manisa']],
  ['BRS', 'Bursa-Balıkesir', ['Bursa', 'Balıkesir', 'Çanakkale', 'Yalova']],
  ['TKD', 'Tekirdağ-Edirne', ['Edirne', 'Kırklareli', 'Tekirdağ']],
  ['IST-A', 'İstanbul Anadolu', ['İstanbul']],
  ['KOC', 'Kocaeli-Sakarya', ['Sakarya', 'Kocaeli', 'Bolu', 'Düzce']],
  ['ESK', 'Eskişehir-Kütahya', ['Eskişehir', 'Afyonkarahisar', 'Kütahya', 'Uşak', 'Bilecik']],
  ['IST-R', 'İstanbul Rumeli', ['İstanbul']],
  ['KYS', 'Kayseri', ['Kayseri']],
  ['AYD', 'Aydın-Denizli', ['Aydın', 'Denizli', 'Muğla']],
  ['SMS', 'Samsun-Ordu', ['Samsun', 'Ordu', 'Çorum', 'Amasya', 'Sinop']],
  ['KMR', 'Kahramanmaraş-Adıyaman', ['Kahramanmaraş', 'Adıyaman']],
];

/** Ids follow the customary region numbering (1…21) so they never move. */
export const DISTRIBUTION_COMPANIES: readonly DistributionCompany[] = REGIONS.map(([code, label, provinces], i) => {
  for (const p of provinces) provinceId(p); // fails at load on a misspelt province
  return { companyId: i + 1, companyName: `${label} Bölgesi Elektrik Dağıtım A.Ş.`, distributeCode: `${code}-EDAŞ`, provinces };
});
