/** The years from `first` to `last`, newest first. */
export function yearsUpTo(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => last - i);
}
