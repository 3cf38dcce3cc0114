// The hydraulic side of each dam of the registry (../../dams.ts): the province it stands in, its rated head (the
// drop from the maximum operating level to the turbines' tailwater, metres) and the design flow of its turbines,
// the flow that gives the installed power at the rated head: P = ρ·g·Q·H·η. Heads are rounded assumptions in the
// range of each scheme's published head (tall canyon dams and tunnel schemes such as ERMENEK or KAVŞAKBENDİ have
// hundreds of metres, run-of-river barrages such as KARKAMIŞ a few tens).
import type { Dam } from '../../dams';

/** Density of water × gravity, N/m³. */
const RHO_G = 1000 * 9.81;
/** Turbine and generator efficiency. */
export const EFFICIENCY = 0.9;

// province, rated head (m)
const HYDRAULICS: Readonly<Record<string, readonly [string, number]>> = {
  'ATATÜRK': ['Şanlıurfa', 151], KEBAN: ['Elazığ', 150], KARAKAYA: ['Diyarbakır', 148], 'BİRECİK': ['Şanlıurfa', 56],
  'KARKAMIŞ': ['Gaziantep', 26], 'ÖZLÜCE': ['Bingöl', 120], 'ALPASLAN-1': ['Muş', 90], 'ALPASLAN-2': ['Muş', 150],
  'BEYHAN-1': ['Elazığ', 75], ILISU: ['Mardin', 116], BATMAN: ['Batman', 78], KRALKIZI: ['Diyarbakır', 90],
  'ÇETİN': ['Siirt', 120], 'DERİNER': ['Artvin', 204], 'YUSUFELİ': ['Artvin', 220], 'ARTVİN': ['Artvin', 140],
  'BORÇKA': ['Artvin', 75], 'MURATLI': ['Artvin', 40], ARKUN: ['Erzurum', 120], ALTINKAYA: ['Samsun', 150],
  BOYABAT: ['Sinop', 180], 'HİRFANLI': ['Kırşehir', 70], 'KESİKKÖPRÜ': ['Ankara', 40], DERBENT: ['Samsun', 24],
  OBRUK: ['Çorum', 75], YAMULA: ['Kayseri', 60], 'KARGI KIZILIRMAK': ['Çorum', 30], 'HASAN UĞURLU': ['Samsun', 115],
  ALMUS: ['Tokat', 85], 'KILIÇKAYA': ['Sivas', 100], 'KÖKLÜCE': ['Tokat', 80], 'ÇAMLIGÖZE': ['Sivas', 30],
  SARIYAR: ['Ankara', 110], 'GÖKÇEKAYA': ['Eskişehir', 120], 'GÜRSÖĞÜT': ['Eskişehir', 60], SEYHAN: ['Adana', 40],
  'YEDİGÖZE': ['Adana', 100], 'ÇATALAN': ['Adana', 60], 'KAVŞAKBENDİ': ['Adana', 300], MENGE: ['Adana', 70],
  BERKE: ['Osmaniye', 180], 'ASLANTAŞ': ['Osmaniye', 65], SIR: ['Kahramanmaraş', 90], MENZELET: ['Kahramanmaraş', 100],
  'KANDİL': ['Kahramanmaraş', 280], ADATEPE: ['Kahramanmaraş', 120], ERMENEK: ['Karaman', 350], GEZENDE: ['Mersin', 130],
  'YALNIZARDIÇ': ['Mersin', 45], 'ALAKÖPRÜ': ['Mersin', 100], OYMAPINAR: ['Antalya', 150], MANAVGAT: ['Antalya', 30],
  'KARACAÖREN I': ['Burdur', 60], 'KARACAÖREN II': ['Burdur', 45], 'KİRAZLIKÖPRÜ': ['Karabük', 60],
  'KÖPRÜBAŞI': ['Karabük', 100], 'KÜRTÜN': ['Gümüşhane', 100], TORUL: ['Gümüşhane', 150], 'ADIGÜZEL': ['Denizli', 110],
  KEMER: ['Aydın', 90], 'ÇINARCIK': ['Bursa', 80],
};

export interface DamHydraulics {
  /** The province the dam stands in (cityName). */
  cityName: string;
  /** Head at the maximum operating level, m. */
  ratedHead: number;
  /** Level of the tailwater below the turbines, m above sea level. */
  tailwaterKot: number;
  /** Flow through all the turbines at full power and rated head, m³/s. */
  designFlow: number;
}

export function damHydraulics(dam: Dam): DamHydraulics {
  const entry = HYDRAULICS[dam.name];
  if (!entry) throw new Error(`damHydraulics: no province and head for the dam ${dam.name}`);
  const [cityName, ratedHead] = entry;
  return {
    cityName, ratedHead, tailwaterKot: dam.maxKot - ratedHead,
    designFlow: (dam.installedCapacity * 1e6) / (RHO_G * ratedHead * EFFICIENCY),
  };
}

/** The head when the reservoir stands at `kot`, m. */
export function headAt(dam: Dam, kot: number): number {
  return kot - damHydraulics(dam).tailwaterKot;
}

/** Electric power of a flow (m³/s) falling through a head (m), MW. */
export function powerOf(flow: number, head: number): number {
  return (RHO_G * flow * head * EFFICIENCY) / 1e6;
}

/** Energy of 1 hm³ falling 1 m through the turbines, GWh (10⁹ kg · g · 1 m · η / 3.6·10¹² J/GWh). */
const GWH_PER_HM3_METRE = (1e9 * 9.81 * EFFICIENCY) / 3.6e12;

/**
 * The energy the active water would give if it all went through the turbines, GWh (water-energy-provision): each
 * layer falls from its own level, so the active volume times the mean head of the water between the minimum
 * operating level and the present level. It grows with the stored volume (both factors do).
 */
export function waterEnergyProvision(dam: Dam, kot: number, activeVolume: number): number {
  const meanHead = (Math.min(kot, dam.maxKot) + dam.minKot) / 2 - damHydraulics(dam).tailwaterKot;
  return Math.round(activeVolume * meanHead * GWH_PER_HM3_METRE * 100) / 100;
}
