// What every filter widget tells the engine: which request fields it sets, what they open with, how its one
// form value maps to those fields and back, and what it checks across them. One definition per widget,
// in its own folder; filterWidgets.ts registers them under the descriptor's `widget` id.
import type { DatePreset, LocalizedText, PlainReportFilter, PublicationKind, ReportFilter, SpanLimit } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';

/** The filter form's data: one entry per form field, keyed by filterKey (a date range is one `start/end` text). */
export type FilterFormData = Record<string, string | number | undefined>;

export interface FilterError {
  /** The request field the message belongs to, so the form can show it under that input. */
  field: string;
  message: LocalizedText;
}

export interface FilterCheckContext {
  /** The administrator's span limit, which replaces a date range's own maxSpan. */
  limitOverride?: SpanLimit | undefined;
}

export interface FilterWidgetDefinition<F extends ReportFilter> {
  /** The form property its value lives under (a date range: `start_end`). */
  formKey(filter: F): string;
  /** The request fields this filter itself sets, in order (a choice: its switch field only). */
  fields(filter: F): string[];
  /** The filters it holds (a choice's alternatives); none for the others. */
  children?(filter: F): PlainReportFilter[];
  /** The values the page opens with, for the fields it sets (`publication`: the page's schedule, for a range that follows it). */
  defaultValues(filter: F, now: Date, publication?: PublicationKind): FilterValues;
  /** The values `field` may take, when the widget fixes them (a select's options); the value keeps its declared type. */
  options?(filter: F, field: string): readonly (string | number)[] | undefined;
  /** True when `field` holds an Istanbul day (YYYY-MM-DD), whatever its request type. */
  holdsDays?: boolean;
  /** True when the filter's field holds one delivery hour (`2024-08-01T13:00`, Istanbul), not a day. */
  holdsHours?(filter: F): boolean;
  /** The message for an empty required `field`. */
  requiredMessage(filter: F, field: string): LocalizedText;
  /** The fields that must have a value for a request in this shape to be complete (a choice asks this of its alternatives). */
  completeFields(filter: F): string[];
  /** Checks across its fields once each was read on its own (an end before its start). */
  check?(filter: F, parsed: ReadonlyMap<string, string | number>, context: FilterCheckContext): FilterError[];
  /** The form fields it draws, with their values. The first date range also carries the view's relative range. */
  toFormData(filter: F, values: FilterValues, rangePreset: DatePreset | undefined): FilterFormData;
  /** The request field values its form fields stand for (empty fields as undefined). */
  fromFormData(filter: F, data: FilterFormData): FilterValues;
  /** True for the widget whose form value may carry the view's relative range (a quick range). */
  carriesRangePreset?: boolean;
}
