/** The years offered, newest first: from `firstYear` to this Istanbul year plus `yearsAhead`. */
export function deliveryYears(filter: { firstYear?: number | undefined; yearsAhead?: number | undefined }, thisYear: number): number[] {
  const first = filter.firstYear ?? 2016;
  const last = Math.max(first, thisYear + (filter.yearsAhead ?? 1));
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
