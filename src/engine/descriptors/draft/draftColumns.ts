// The columns of a new descriptor: one per response item field, in the catalogue's order, typed, with the
// catalogue's unit when it is registered, decimals, and what may be said over many rows (a total only for
// quantities that add up). Labels come from existing pages that show the same field; the rest are left empty.
import type { LocalizedText } from '../../../../schemas/report.schema';
import type { CatalogueField, CatalogueOperation } from '../../catalogue/catalogue';
import { units } from '../../units/units';
import { UNWRITTEN, type DraftColumn, type DraftColumnType, type DraftNote } from './draftTypes';

/** Units of quantities that add up over hours and days (energy, volume, money); prices, power and rates do not. */
const ADDITIVE_UNITS = new Set(['MWh', 'TL', 'Sm3', '1000Sm3']);
const MONTH_FIELD = /period|month/i;

/** The registered unit the catalogue's unit names (same id, ignoring case), if any. */
export function registeredUnit(catalogueUnit: string): string | undefined {
  return Object.keys(units).find((id) => id.toLowerCase() === catalogueUnit.toLowerCase());
}

function columnType(field: CatalogueField, hasHourField: boolean): DraftColumnType {
  if (field.type === 'string(date-time)') {
    if (MONTH_FIELD.test(field.name)) return 'month';
    return hasHourField ? 'date' : 'datetime';
  }
  if (field.name === 'hour' && field.type === 'string') return 'hour';
  if (field.type.startsWith('integer')) return 'integer';
  if (field.type.startsWith('number')) return 'number';
  return 'text';
}

export interface DraftedColumns { columns: DraftColumn[]; notes: DraftNote[] }

export function draftColumns(op: CatalogueOperation, knownLabels: ReadonlyMap<string, LocalizedText>): DraftedColumns {
  // A label is reused only where the existing page shows the field in the same unit (a price is not a quantity).
  const notes: DraftNote[] = [];
  const hasHourField = op.items.some((f) => f.name === 'hour');
  const columns = op.items.map((field): DraftColumn => {
    const type = columnType(field, hasHourField);
    const unit = field.unit ? registeredUnit(field.unit) : undefined;
    const label = knownLabels.get(labelKey(field.name, unit)) ?? UNWRITTEN;
    const column: DraftColumn = { key: field.name, type, label: { ...label } };
    if (field.type.startsWith('array') || field.type.startsWith('object')) notes.push(`item field "${field.name}" is ${field.type}: shown as text; check how the page should show it`);
    if (field.unit) {
      if (unit) column.unit = unit;
      else notes.push(`item field "${field.name}" is in "${field.unit}", which src/engine/units/units.ts does not register: register it or leave the column without a unit`);
    }
    if (type === 'number') {
      column.decimals = column.unit ? units[column.unit]!.decimals : 2;
      column.aggregates = column.unit && ADDITIVE_UNITS.has(column.unit) ? ['sum', 'avg', 'min', 'max'] : ['avg', 'min', 'max'];
    }
    if (type === 'integer' && /(^id|Id)$/.test(field.name)) { column.hidden = true; column.aggregates = []; }
    return column;
  });
  return { columns, notes };
}

const labelKey = (key: string, unit: string | undefined) => `${key}\u0000${unit ?? ''}`;

/** The label most pages give a field key in a unit, learned from the existing descriptors (our own words). */
export function labelsByKey(pages: ReadonlyArray<{ columns: ReadonlyArray<{ key: string; unit?: string; label: LocalizedText }> }>): Map<string, LocalizedText> {
  const counts = new Map<string, Map<string, { label: LocalizedText; n: number }>>();
  for (const page of pages) {
    for (const c of page.columns) {
      const byText = counts.get(labelKey(c.key, c.unit)) ?? new Map<string, { label: LocalizedText; n: number }>();
      const text = `${c.label.tr}\u0000${c.label.en}`;
      const entry = byText.get(text) ?? { label: c.label, n: 0 };
      entry.n += 1;
      byText.set(text, entry);
      counts.set(labelKey(c.key, c.unit), byText);
    }
  }
  return new Map([...counts].map(([key, byText]) => [key, [...byText.values()].sort((a, b) => b.n - a.n)[0]!.label]));
}
