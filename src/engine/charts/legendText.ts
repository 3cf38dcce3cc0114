// The legend's texts and paging arrows in the theme's colours, the same on every chart type.
import type { ChartChrome } from './palette';

export function legendText(colors: ChartChrome) {
  return {
    textStyle: { color: colors.text, fontSize: 12 },
    pageTextStyle: { color: colors.mutedText },
    pageIconColor: colors.text,
    pageIconInactiveColor: colors.axisLine,
    inactiveColor: colors.axisLine,
  };
}
