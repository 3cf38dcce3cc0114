// Colours every chart type shares. Generation sources keep one colour everywhere (gas is always orange,
// dammed hydro always blue...) so a reader learns the palette once; other series take the theme's
// categorical palette in order. Dark variants are lighter so lines keep their contrast on a dark page.
import type { ThemeName } from './chartType';

export interface ChartChrome {
  text: string;
  mutedText: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
  zoomFill: string;
  /** Candles: a period that closed higher, and one that closed lower. */
  rise: string;
  fall: string;
}

const chrome: Record<ThemeName, ChartChrome> = {
  light: {
    text: '#1f2933',
    mutedText: '#52606d',
    axisLine: '#9aa5b1',
    splitLine: '#e4e7eb',
    tooltipBackground: '#ffffff',
    tooltipBorder: '#cbd2d9',
    zoomFill: 'rgba(37, 99, 235, 0.15)',
    rise: '#0b8a4f',
    fall: '#c62828',
  },
  dark: {
    text: '#e4e7eb',
    mutedText: '#9aa5b1',
    axisLine: '#616e7c',
    splitLine: '#323f4b',
    tooltipBackground: '#1f2933',
    tooltipBorder: '#3e4c59',
    zoomFill: 'rgba(96, 165, 250, 0.2)',
    rise: '#34d399',
    fall: '#f87171',
  },
};

const categorical: Record<ThemeName, readonly string[]> = {
  light: ['#2563eb', '#e8590c', '#0b8a4f', '#c2185b', '#7b1fa2', '#00838f', '#9a7b00', '#6d4c41', '#475569', '#d81b60'],
  dark: ['#60a5fa', '#fb923c', '#34d399', '#f472b6', '#c084fc', '#22d3ee', '#facc15', '#bcaaa4', '#94a3b8', '#fb7185'],
};

/** Fixed colours per generation source (the column keys of the generation reports). */
const sourceColors: Readonly<Record<string, { light: string; dark: string }>> = {
  naturalGas: { light: '#e8790c', dark: '#fb9a3c' },
  lng: { light: '#b45309', dark: '#f59e0b' },
  dammedHydro: { light: '#1d4ed8', dark: '#60a5fa' },
  river: { light: '#0ea5e9', dark: '#7dd3fc' },
  lignite: { light: '#7c5a2a', dark: '#c49a6c' },
  importCoal: { light: '#374151', dark: '#9ca3af' },
  blackCoal: { light: '#57534e', dark: '#d6d3d1' },
  asphaltiteCoal: { light: '#6b4f3a', dark: '#a8907c' },
  wind: { light: '#0f9d7a', dark: '#2dd4bf' },
  sun: { light: '#d4a106', dark: '#fde047' },
  geothermal: { light: '#b91c1c', dark: '#f87171' },
  biomass: { light: '#4d7c0f', dark: '#a3e635' },
  fueloil: { light: '#6d28d9', dark: '#a78bfa' },
  naphta: { light: '#a21caf', dark: '#e879f9' },
  wasteheat: { light: '#be185d', dark: '#f9a8d4' },
  importExport: { light: '#0e7490', dark: '#67e8f9' },
  total: { light: '#111827', dark: '#f3f4f6' },
};

export function chartChrome(theme: ThemeName): ChartChrome {
  return chrome[theme];
}

/** The colour of the index-th series, or the fixed colour of a known generation source. */
export function seriesColor(key: string, index: number, theme: ThemeName): string {
  const fixed = sourceColors[key];
  if (fixed) return fixed[theme];
  const palette = categorical[theme];
  return palette[index % palette.length] ?? palette[0]!;
}
