// A delivery is one form value, `year/period` (`2025/Q1`; `2025/` for every period of 2025), so the pair is
// one form field that cannot be half applied.
export function joinDelivery(year: string | number | undefined, period: string | number | undefined): string {
  return `${year ?? ''}/${period ?? ''}`;
}

export function splitDelivery(value: unknown): { year: string; period: string } {
  const text = typeof value === 'string' ? value : '';
  const slash = text.indexOf('/');
  return slash === -1 ? { year: text, period: '' } : { year: text.slice(0, slash), period: text.slice(slash + 1) };
}
