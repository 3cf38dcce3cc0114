// What the filter form hands each widget: its field's id, label, value and options (ui:options of its form
// field), the messages shown beside it and the whole draft with the form's instant (formContext).
import type { FilterFormData } from '../../../../engine/filters/filterWidget';
import type { FilterFormContext } from '../filterFormContext';

export type FormValue = FilterFormData[string];

export interface FilterWidgetProps {
  /** The field's element id; its messages carry `${id}__error`. */
  id: string;
  label: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** The field's ui:options; a field whose schema lists `oneOf` options also gets them as enumOptions. */
  options: Record<string, unknown> & { enumOptions?: { value: string | number; label: string }[] };
  rawErrors?: string[] | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  formContext: FilterFormContext;
}
