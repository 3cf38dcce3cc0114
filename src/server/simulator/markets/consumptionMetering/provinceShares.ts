// Each province's share of the country's withdrawal: rough levels after the distribution companies' published
// sales (İstanbul about a seventh, the industrial belt of Kocaeli, Bursa, Tekirdağ, Manisa and Gaziantep next,
// irrigation-heavy Şanlıurfa and Konya above their population). Provinces not listed weigh 0.3 % each. Fixed in
// time: the monthly reports move with the sectors' seasons and the country's total, not province by province.
import { PROVINCE_LIST, provinceId, type Province } from '../../provinces';

const LISTED: Readonly<Record<string, number>> = {
  'İstanbul': 15, 'İzmir': 6.8, 'Ankara': 5.3, 'Kocaeli': 5, 'Bursa': 4.4, 'Antalya': 3.2, 'Tekirdağ': 3.1, 'Konya': 3,
  'Gaziantep': 3, 'Manisa': 2.6, 'Hatay': 2.6, 'Şanlıurfa': 2.6, 'Adana': 2.4, 'Mersin': 2.1, 'Kayseri': 1.8,
  'Sakarya': 1.7, 'Denizli': 1.6, 'Balıkesir': 1.6, 'Diyarbakır': 1.6, 'Kahramanmaraş': 1.4, 'Mardin': 1.3,
  'Aydın': 1.2, 'Muğla': 1.2, 'Eskişehir': 1.1, 'Çanakkale': 1, 'Samsun': 1, 'Zonguldak': 0.9, 'Karabük': 0.8,
  'Osmaniye': 0.8, 'Afyonkarahisar': 0.8, 'Kırklareli': 0.7, 'Malatya': 0.7, 'Kütahya': 0.6, 'Trabzon': 0.6,
  'Erzurum': 0.6, 'Van': 0.6, 'Düzce': 0.5, 'Bolu': 0.5, 'Uşak': 0.5, 'Aksaray': 0.5, 'Ordu': 0.5, 'Batman': 0.5,
  'Elazığ': 0.5, 'Niğde': 0.4, 'Karaman': 0.4, 'Yalova': 0.4,
};
const UNLISTED = 0.3;

for (const name of Object.keys(LISTED)) provinceId(name); // fails at load on a misspelt province

export interface ProvinceShare { province: Province; share: number }

const weights = PROVINCE_LIST.map((p) => LISTED[p.name] ?? UNLISTED);
const total = weights.reduce((a, b) => a + b, 0);

/** Every province (plate order) with its share of the withdrawal; the shares add up to 1. */
export const PROVINCE_SHARES: readonly ProvinceShare[] = PROVINCE_LIST.map((province, i) => ({ province, share: weights[i]! / total }));
