// What a filter widget adds to the filter form: one or more properties (a choice adds its switch and its
// alternatives' fields), each with its schema, its UI schema (the widget name and what it needs beyond its
// value, in ui:options) and whether it is required.
import type { ReportDescriptor, ReportFilter, SpanLimit } from '../../../../../schemas/report.schema';
import type { FilterFormData } from '../../../../engine/filters/filterWidget';
import type { FilterWidgetId } from '../../../../engine/filters/filterWidgets';
import type { Locale } from '../../../../engine/locale/locale';

export interface FormFieldContext {
  descriptor: ReportDescriptor;
  locale: Locale;
  /** The page's span limit in force (admin overlay, else the filter's own maxSpan). */
  spanLimit?: SpanLimit | undefined;
  /** The draft, so a choice shows only its chosen alternative's fields. */
  formData: FilterFormData;
}

/** A form property's value type and label; a fixed list of options comes as `oneOf` of `const`s. */
export interface FormFieldSchema {
  type: 'string' | 'integer' | 'number';
  title: string;
  oneOf?: { const: string | number; title: string }[];
}

/** Which widget draws the property (`hidden`: none, its value kept) and what it needs beyond its value. */
export interface FormFieldUi {
  'ui:widget': FilterWidgetId | 'hidden';
  'ui:options'?: Record<string, unknown>;
}

export interface FormField {
  key: string;
  schema: FormFieldSchema;
  uiSchema: FormFieldUi;
  required: boolean;
}

export type ToFormFields<F extends ReportFilter> = (filter: F, context: FormFieldContext) => FormField[];

/** True when a request field the filter binds is required. */
export function bindsRequiredField(descriptor: ReportDescriptor, fields: readonly string[]): boolean {
  return fields.some((name) => descriptor.api.request[name]?.required === true);
}

/** A string, integer or number form value, by the request field's type. */
export function formValueType(descriptor: ReportDescriptor, field: string): 'string' | 'integer' | 'number' {
  const type = descriptor.api.request[field]?.type;
  return type === 'integer' || type === 'number' ? type : 'string';
}
