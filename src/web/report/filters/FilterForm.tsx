// The report's filter form, built from the descriptor: one widget per form property (FilterField). The draft lives here; the
// applied view lives in the address. A draft that is complete and valid is applied at once (a quick range,
// a day typed in full, a chosen option), so the page never shows one thing while the form says another;
// a draft with a problem waits, explained beside its field. The form follows the applied view when it
// changes from outside (back and forward, reset, a link).
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { DatePreset, ReportDescriptor, SpanLimit } from '../../../../schemas/report.schema';
import { filterKey } from '../../../engine/filters/filterKey';
import type { FilterFormData } from '../../../engine/filters/filterWidget';
import { widgetOf } from '../../../engine/filters/filterWidgets';
import { fieldFilter } from '../../../engine/request/fieldFilter';
import type { FilterValues } from '../../../engine/request/filterValues';
import { isIsoDay } from '../../../engine/request/isoDay';
import { requestKey } from '../../../engine/request/requestKey';
import { validateFilterValues } from '../../../engine/request/validateFilterValues';
import { useLocale } from '../../i18n/useLocale';
import type { FilterFormContext } from './filterFormContext';
import type { FormValue } from './widgets/filterWidgetProps';
import { clearDependents } from './clearDependents';
import { fromFormData, rangePresetOf, toFormData } from './filterFormData';
import { FilterField } from './FilterField';
import { toFilterFormSchema } from './toFilterFormSchema';

interface FilterFormProps {
  descriptor: ReportDescriptor;
  /** The applied values and relative range. */
  values: FilterValues;
  rangePreset?: DatePreset | undefined;
  spanLimit: SpanLimit | undefined;
  now: Date;
  onApply: (values: FilterValues, rangePreset: DatePreset | undefined) => void;
  onReset: () => void;
}

function appliedKey(descriptor: ReportDescriptor, values: FilterValues, rangePreset: DatePreset | undefined): string {
  return JSON.stringify([requestKey(descriptor, values), rangePreset ?? null]);
}

export function FilterForm({ descriptor, values, rangePreset, spanLimit, now, onApply, onReset }: FilterFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formData, setFormData] = useState<FilterFormData>(() => toFormData(descriptor, values, rangePreset));
  // A new applied view from outside replaces the draft (state adjusted while rendering, not in an effect).
  const applied = appliedKey(descriptor, values, rangePreset);
  const [followed, setFollowed] = useState(applied);
  if (followed !== applied) {
    setFollowed(applied);
    setFormData(toFormData(descriptor, values, rangePreset));
  }
  const { schema, uiSchema, order } = useMemo(() => toFilterFormSchema(descriptor, locale, { spanLimit, formData }), [descriptor, locale, spanLimit, formData]);
  const draft = useMemo(() => fromFormData(descriptor, formData, values), [descriptor, formData, values]);

  // The engine's rules (validateFilterValues), as messages per form property.
  const errors = useMemo(() => {
    const messages: Record<string, string[]> = {};
    for (const error of validateFilterValues(descriptor, draft, spanLimit)) {
      const filter = fieldFilter(descriptor, error.field);
      const list = (messages[filter ? filterKey(filter) : error.field] ??= []);
      // A date field explains a text that is not a day beside itself; here it only has to block submit.
      const unread = !!filter && !!widgetOf(filter).holdsDays && typeof draft[error.field] === 'string' && !isIsoDay(draft[error.field]);
      // A lookup opening on its first option is empty only while its options load; it fills itself in.
      const filling = filter?.widget === 'lookup' && filter.defaultFirst === true && (draft[error.field] === undefined || draft[error.field] === '');
      if (!unread && !filling) list.push(error.message[locale]);
    }
    return messages;
  }, [descriptor, draft, spanLimit, locale]);
  // Any problem, shown or not (a day still being typed), blocks submit.
  const blocked = Object.keys(errors).length > 0;

  const formContext: FilterFormContext = useMemo(() => ({ formData, now }), [formData, now]);

  const change = (key: string, value: FormValue) => {
    const next = clearDependents(descriptor, formData, { ...formData, [key]: value });
    setFormData(next);
    const nextValues = fromFormData(descriptor, next, values);
    const nextPreset = rangePresetOf(descriptor, next);
    const complete = validateFilterValues(descriptor, nextValues, spanLimit).length === 0;
    if (complete && appliedKey(descriptor, nextValues, nextPreset) !== applied) onApply(nextValues, nextPreset);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked) onApply(draft, rangePresetOf(descriptor, formData));
  };

  if ((descriptor.filters ?? []).length === 0) return null;

  return (
    <form className="filter-form" noValidate onSubmit={submit}>
      <div className="filter-grid">
        {order.map((key) => {
          const ui = uiSchema[key];
          const schemaOfKey = schema.properties[key];
          // A hidden property (an alternative not chosen) keeps its value but draws nothing.
          if (!ui || ui['ui:widget'] === 'hidden' || !schemaOfKey) return null;
          return (
            <div key={key} className="filter-cell">
              <FilterField
                id={`filter_${key}`}
                schema={schemaOfKey}
                widget={ui['ui:widget']}
                options={ui['ui:options'] ?? {}}
                value={formData[key]}
                required={schema.required.includes(key)}
                errors={errors[key] ?? []}
                formContext={formContext}
                onChange={(value) => change(key, value)}
              />
            </div>
          );
        })}
      </div>
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          {t('filters.submit')}
        </button>
        <button type="button" className="button button-quiet" onClick={onReset}>
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
