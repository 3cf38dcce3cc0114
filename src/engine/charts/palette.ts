// Colours every chart type shares: the chrome (text, axes, tooltips) and the series colours. A column that names
// a colour (`"color": "wind"`, seriesColors.ts) keeps it on every page; other series take the theme's
// categorical palette in order. Dark variants are lighter so lines keep their contrast on a dark page.
import type { ThemeName } from './chartType';
import { seriesColors } from './seriesColors';

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

export function chartChrome(theme: ThemeName): ChartChrome {
  return chrome[theme];
}

/** The named colour a column takes (seriesColors.ts), or else the theme's index-th categorical colour. */
export function seriesColor(colorName: string | undefined, index: number, theme: ThemeName): string {
  const fixed = colorName === undefined ? undefined : seriesColors[colorName];
  if (fixed) return fixed[theme];
  const palette = categorical[theme];
  return palette[index % palette.length] ?? palette[0]!;
}
