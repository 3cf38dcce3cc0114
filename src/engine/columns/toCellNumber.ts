// A number cell's value as a number, or null when it holds none (services send some numbers as text).
import type { CellValue } from '../rows/reportRow';

export function toCellNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
