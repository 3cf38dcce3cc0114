// Which column of an export feeds which dataset field: the Turkish and English names of the operator's CSV/XLSX
// exports and of the eptr2-style files (camelCase API field names). Names are compared folded (foldHeader.ts).
import { GENERATION_SOURCES, type GenerationSource } from '../datasets/datasets';

export interface FieldAlias {
  dataset: string;
  /** Dataset field, or `direction` for the SMP system direction text. */
  field: string;
  names: readonly string[];
  /** An empty cell is allowed (stored as NULL). */
  optional?: boolean;
}

export const DATE_NAMES = ['tarih', 'date'] as const;
export const HOUR_NAMES = ['saat', 'hour'] as const;

/** Columns the exports carry that no dataset stores: row indexes, fetch times, imbalance prices, FX features. */
export const IGNORED_COLUMNS: readonly RegExp[] = [
  /^$/, /^time$/, /^id$/,
  /^(pozitif|negatif)dengesizlikfiyati\(tl\/mwh\)$/,
  /^(gbp|xau)_try$/, /^fx_basket$/, /^fx_volatility$/, /_mom\d+d$/,
];

const SOURCE_NAMES_TR: Record<GenerationSource, string> = {
  naturalGas: 'dogalgaz', dammedHydro: 'barajli', lignite: 'linyit', river: 'akarsu', importCoal: 'ithalkomur',
  wind: 'ruzgar', sun: 'gunes', fueloil: 'fueloil', geothermal: 'jeotermal', asphaltiteCoal: 'asfaltitkomur',
  blackCoal: 'taskomur', biomass: 'biyokutle', naphta: 'nafta', lng: 'lng', importExport: 'uluslararasi', wasteheat: 'atikisi',
};
const SOURCE_NAMES_EN: Partial<Record<GenerationSource, readonly string[]>> = {
  naturalGas: ['naturalgas'], dammedHydro: ['dammedhydro', 'dam'], river: ['river', 'runofriver'], importCoal: ['importcoal', 'importedcoal'],
  sun: ['sun', 'solar'], asphaltiteCoal: ['asphaltitecoal'], blackCoal: ['blackcoal', 'hardcoal'], importExport: ['importexport', 'international'],
  wasteheat: ['wasteheat'],
};

export const FIELD_ALIASES: readonly FieldAlias[] = [
  { dataset: 'dam.mcp', field: 'price', names: ['ptf(tl/mwh)', 'ptf', 'price', 'mcp(tl/mwh)', 'mcp'] },
  { dataset: 'dam.mcp', field: 'priceUsd', names: ['ptf(usd/mwh)', 'priceusd', 'mcp(usd/mwh)'], optional: true },
  { dataset: 'dam.mcp', field: 'priceEur', names: ['ptf(eur/mwh)', 'priceeur', 'mcp(eur/mwh)'], optional: true },
  { dataset: 'bpm.smp', field: 'systemMarginalPrice', names: ['smf(tl/mwh)', 'smf', 'systemmarginalprice', 'smp(tl/mwh)', 'smp'] },
  { dataset: 'bpm.smp', field: 'direction', names: ['smfyon', 'smfyonu', 'sistemyonu', 'systemdirection', 'smpdirection', 'direction'], optional: true },
  {
    dataset: 'consumption.realtime', field: 'consumption',
    names: ['tuketimmiktari(mwh)', 'tuketim(mwh)', 'tuketim', 'gercekzamanlituketim(mwh)', 'consumption', 'consumption(mwh)', 'consumptionamount(mwh)', 'consumptionquantity(mwh)'],
  },
  { dataset: 'generation.realtime', field: 'total', names: ['toplam', 'toplam(mwh)', 'total', 'total(mwh)'] },
  ...GENERATION_SOURCES.map((s): FieldAlias => ({
    dataset: 'generation.realtime', field: s,
    names: [SOURCE_NAMES_TR[s], `${SOURCE_NAMES_TR[s]}(mwh)`, s.toLowerCase(), ...(SOURCE_NAMES_EN[s] ?? [])],
  })),
  { dataset: 'fx.daily', field: 'usdTry', names: ['usd_try', 'usdtry', 'usd/try', 'abddolari', 'abddolari(tl)'] },
  { dataset: 'fx.daily', field: 'eurTry', names: ['eur_try', 'eurtry', 'eur/try', 'avro', 'euro', 'avro(tl)', 'euro(tl)'] },
  { dataset: 'gas.drp', field: 'grfTl', names: ['grf(tl/1000sm3)', 'gazreferansfiyati(tl/1000sm3)', 'grftl', 'drp(tl/1000sm3)', 'gasreferenceprice(tl/1000sm3)'] },
  { dataset: 'gas.drp', field: 'grfUsd', names: ['grf(usd/1000sm3)', 'gazreferansfiyati(usd/1000sm3)', 'grfusd', 'drp(usd/1000sm3)'], optional: true },
  { dataset: 'gas.drp', field: 'grfEur', names: ['grf(eur/1000sm3)', 'gazreferansfiyati(eur/1000sm3)', 'grfeur', 'drp(eur/1000sm3)'], optional: true },
  { dataset: 'gas.drp', field: 'grfUsdMmBtu', names: ['grf(usd/mmbtu)', 'gazreferansfiyati(usd/mmbtu)', 'grfusdmmbtu', 'drp(usd/mmbtu)'], optional: true },
];

/**
 * The columns that make a file belong to a dataset: the price for prices, the quantity for consumption,
 * `total` or at least two sources for generation, both rates for FX, the TL price for gas.
 */
export function datasetIsPresent(dataset: string, fields: ReadonlySet<string>): boolean {
  switch (dataset) {
    case 'dam.mcp': return fields.has('price');
    case 'bpm.smp': return fields.has('systemMarginalPrice');
    case 'consumption.realtime': return fields.has('consumption');
    case 'generation.realtime': return fields.has('total') || GENERATION_SOURCES.filter((s) => fields.has(s)).length >= 2;
    case 'fx.daily': return fields.has('usdTry') && fields.has('eurTry');
    case 'gas.drp': return fields.has('grfTl');
    default: return false;
  }
}
