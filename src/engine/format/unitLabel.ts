import type { Locale } from '../locale/locale';
import { units } from '../units/units';

/** The label of a registered unit in `locale`; an unknown id is shown as written. */
export function unitLabel(unitId: string, locale: Locale): string {
  return Object.hasOwn(units, unitId) ? (units[unitId]?.label[locale] ?? unitId) : unitId;
}
