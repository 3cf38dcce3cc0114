// One property of the filter form: the widget its ui:widget names (each widget draws its own label, a date
// range needs a fieldset) and the messages beside it.
import type { FilterWidgetId } from '../../../engine/filters/filterWidgets';
import type { FilterFormContext } from './filterFormContext';
import { filterFormWidgets } from './widgets/filterFormWidgets';
import type { FormValue } from './widgets/filterWidgetProps';
import type { FormFieldSchema } from './widgets/formField';

interface FilterFieldProps {
  id: string;
  schema: FormFieldSchema;
  widget: FilterWidgetId;
  /** The property's ui:options. */
  options: Record<string, unknown>;
  value: FormValue;
  required: boolean;
  errors: string[];
  formContext: FilterFormContext;
  onChange: (value: FormValue) => void;
}

/** A numeric property keeps a number given as text as a number, and an emptied one as no value. */
function toPropertyValue(schema: FormFieldSchema, value: FormValue): FormValue {
  if (schema.type === 'string' || typeof value !== 'string') return value;
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}

export function FilterField({ id, schema, widget, options, value, required, errors, formContext, onChange }: FilterFieldProps) {
  const Widget = filterFormWidgets[widget];
  const enumOptions = schema.oneOf?.map((option) => ({ value: option.const, label: option.title }));
  return (
    <div className="filter-field">
      <Widget
        id={id}
        label={schema.title}
        value={value}
        onChange={(next) => onChange(toPropertyValue(schema, next))}
        options={{ ...options, ...(enumOptions ? { enumOptions } : {}) }}
        rawErrors={errors}
        required={required}
        formContext={formContext}
      />
      {errors.length > 0 && (
        <ul id={`${id}__error`} className="field-errors">
          {errors.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
