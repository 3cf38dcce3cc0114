// The named series colours a descriptor column may take (`"color": "wind"`): a generation source keeps one
// colour on every page that shows it (gas always orange, dammed hydro always blue), so a reader learns the
// palette once. A column without a colour takes the theme's categorical palette in order (palette.ts). Dark
// variants are lighter, so lines keep their contrast on a dark page.
import type { LocalizedText } from '../../../schemas/report.schema';

export interface SeriesColor { light: string; dark: string; label: LocalizedText }

export const seriesColors: Readonly<Record<string, SeriesColor>> = {
  naturalGas: { light: '#e8790c', dark: '#fb9a3c', label: { tr: 'Doğal gaz (turuncu)', en: 'Natural gas (orange)' } },
  lng: { light: '#b45309', dark: '#f59e0b', label: { tr: 'LNG (koyu turuncu)', en: 'LNG (dark orange)' } },
  dammedHydro: { light: '#1d4ed8', dark: '#60a5fa', label: { tr: 'Barajlı hidroelektrik (mavi)', en: 'Dammed hydro (blue)' } },
  river: { light: '#0ea5e9', dark: '#7dd3fc', label: { tr: 'Akarsu (açık mavi)', en: 'Run-of-river (light blue)' } },
  lignite: { light: '#7c5a2a', dark: '#c49a6c', label: { tr: 'Linyit (kahverengi)', en: 'Lignite (brown)' } },
  importCoal: { light: '#374151', dark: '#9ca3af', label: { tr: 'İthal kömür (koyu gri)', en: 'Imported coal (dark grey)' } },
  blackCoal: { light: '#57534e', dark: '#d6d3d1', label: { tr: 'Taş kömürü (gri)', en: 'Hard coal (grey)' } },
  asphaltiteCoal: { light: '#6b4f3a', dark: '#a8907c', label: { tr: 'Asfaltit (koyu kahverengi)', en: 'Asphaltite (dark brown)' } },
  wind: { light: '#0f9d7a', dark: '#2dd4bf', label: { tr: 'Rüzgâr (deniz yeşili)', en: 'Wind (teal)' } },
  sun: { light: '#d4a106', dark: '#fde047', label: { tr: 'Güneş (sarı)', en: 'Solar (yellow)' } },
  geothermal: { light: '#b91c1c', dark: '#f87171', label: { tr: 'Jeotermal (kırmızı)', en: 'Geothermal (red)' } },
  biomass: { light: '#4d7c0f', dark: '#a3e635', label: { tr: 'Biyokütle (yeşil)', en: 'Biomass (green)' } },
  fueloil: { light: '#6d28d9', dark: '#a78bfa', label: { tr: 'Fuel oil (mor)', en: 'Fuel oil (purple)' } },
  naphta: { light: '#a21caf', dark: '#e879f9', label: { tr: 'Nafta (eflatun)', en: 'Naphtha (magenta)' } },
  wasteheat: { light: '#be185d', dark: '#f9a8d4', label: { tr: 'Atık ısı (pembe)', en: 'Waste heat (pink)' } },
  importExport: { light: '#0e7490', dark: '#67e8f9', label: { tr: 'İthalat-ihracat (camgöbeği)', en: 'Imports and exports (cyan)' } },
  total: { light: '#111827', dark: '#f3f4f6', label: { tr: 'Toplam (siyah, koyu temada beyaz)', en: 'Total (black; white on dark)' } },
};
