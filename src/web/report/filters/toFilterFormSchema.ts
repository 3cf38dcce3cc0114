// Descriptor filters → the form's schema (a JSON Schema subset: each property's type, title and fixed
// options) and UI schema (each property's widget) and the properties' order, which FilterForm draws. Pure: each widget's
// form fields come from its own folder (widgets/<Widget>/to...Field.ts) through the widgets/filterFormFields
// registry; what a widget needs beyond its value travels in ui:options.
import type { ReportDescriptor, SpanLimit } from '../../../../schemas/report.schema';
import type { FilterFormData } from '../../../engine/filters/filterWidget';
import type { Locale } from '../../../engine/locale/locale';
import { toFormFields } from './widgets/filterFormFields';
import type { FormFieldSchema, FormFieldUi } from './widgets/formField';

export interface FilterFormSchema {
  schema: { type: 'object'; properties: Record<string, FormFieldSchema>; required: string[] };
  uiSchema: Record<string, FormFieldUi>;
  /** The properties in the order the form draws them. */
  order: string[];
}

/** `spanLimit` is the page's limit in force (admin overlay, else the filter's own maxSpan); `formData` the draft (a choice shows its chosen body). */
export function toFilterFormSchema(
  descriptor: ReportDescriptor,
  locale: Locale,
  context: { spanLimit?: SpanLimit | undefined; formData?: FilterFormData } = {},
): FilterFormSchema {
  const properties: Record<string, FormFieldSchema> = {};
  const uiSchema: Record<string, FormFieldUi> = {};
  const order: string[] = [];
  const required: string[] = [];
  const fieldContext = { descriptor, locale, spanLimit: context.spanLimit, formData: context.formData ?? {} };
  for (const filter of descriptor.filters ?? []) {
    for (const field of toFormFields(filter, fieldContext)) {
      order.push(field.key);
      if (field.required) required.push(field.key);
      properties[field.key] = field.schema;
      uiSchema[field.key] = field.uiSchema;
    }
  }
  return { schema: { type: 'object', properties, required }, uiSchema, order };
}
