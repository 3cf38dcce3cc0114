// One answer row (item) of a report as a JSON Schema: a property per column, typed by its column type's response
// schema (src/engine/columns), described by its label and, where it has one, its unit (src/engine/units).
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { columnTypeOf } from '../../engine/columns/columnTypes';
import { units } from '../../engine/units/units';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';

type Schema = Record<string, unknown>;

/** "Matched block bids (unit: MWh)": the label, and the unit as tables and exports name it. */
export function columnDescription(column: Pick<ReportColumn, 'label' | 'unit'>, { text }: DocText): string {
  const unit = column.unit ? units[column.unit] : undefined;
  return unit ? `${text(column.label)} (${text(openApiText.unit)}: ${text(unit.label)})` : text(column.label);
}

export function columnSchema(column: ReportColumn, doc: DocText): Schema {
  return {
    ...columnTypeOf(column).responseSchema,
    description: columnDescription(column, doc),
    ...doc.titles(column.label),
    ...(column.unit ? { 'x-unit': column.unit } : {}),
  };
}

export function itemSchema(descriptor: ReportDescriptor, doc: DocText): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(descriptor.columns.map((column) => [column.key, columnSchema(column, doc)])),
  };
}
