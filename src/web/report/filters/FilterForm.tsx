// The report's filter form: RJSF with our theme, built from the descriptor. The draft lives here; the
// applied values live in the URL (the page re-mounts this form when they change). Validation is the
// engine's validateFilterValues, shown live beside each field and blocking submit.
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { filterValidator } from './filterValidator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor, SpanLimit } from '../../../../schemas/report.schema';
import { fieldFilter } from '../../../engine/request/fieldFilter';
import type { FilterValues } from '../../../engine/request/filterValues';
import { isIsoDay } from '../../../engine/request/isoDay';
import { validateFilterValues } from '../../../engine/request/validateFilterValues';
import { useLocale } from '../../i18n/useLocale';
import type { FilterFormContext } from './filterFormContext';
import { clearDependents, filterKey, fromFormData, toFormData, type FilterFormData } from './filterFormData';
import { FilterThemeForm } from './filterFormTheme';
import { toFilterFormSchema } from './toFilterFormSchema';

interface FilterFormProps {
  descriptor: ReportDescriptor;
  values: FilterValues;
  spanLimit: SpanLimit | undefined;
  now: Date;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
}

export function FilterForm({ descriptor, values, spanLimit, now, onApply, onReset }: FilterFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formData, setFormData] = useState<FilterFormData>(() => toFormData(descriptor, values));
  const { schema, uiSchema } = useMemo(() => toFilterFormSchema(descriptor, locale, { spanLimit }), [descriptor, locale, spanLimit]);
  const draft = useMemo(() => fromFormData(descriptor, formData, values), [descriptor, formData, values]);

  const extraErrors = useMemo(() => {
    const messages: Record<string, string[]> = {};
    for (const error of validateFilterValues(descriptor, draft, spanLimit)) {
      const filter = fieldFilter(descriptor, error.field);
      const list = (messages[filter ? filterKey(filter) : error.field] ??= []);
      // A date field explains a text that is not a day beside itself; here it only has to block submit.
      const unread = filter?.widget === 'dateRange' && typeof draft[error.field] === 'string' && !isIsoDay(draft[error.field]);
      if (!unread) list.push(error.message[locale]);
    }
    // RJSF blocks submit on any extraErrors object, even an empty one: undefined when all is well.
    const entries = Object.entries(messages);
    return entries.length === 0 ? undefined : (Object.fromEntries(entries.map(([key, list]) => [key, { __errors: list }])) as ErrorSchema);
  }, [descriptor, draft, spanLimit, locale]);

  const formContext: FilterFormContext = useMemo(() => ({ formData, now }), [formData, now]);
  // Ajv only checks types here; its English wording is replaced by ours.
  const transformErrors = (errors: RJSFValidationError[]) => errors.map((error) => ({ ...error, message: t('filters.invalid') }));

  if ((descriptor.filters ?? []).length === 0) return null;

  return (
    <FilterThemeForm
      className="filter-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={formContext}
      validator={filterValidator}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => setFormData((previous) => clearDependents(descriptor, previous, (event.formData ?? {}) as FilterFormData))}
      onSubmit={(event) => onApply(fromFormData(descriptor, (event.formData ?? {}) as FilterFormData, values))}
    >
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          {t('filters.submit')}
        </button>
        <button type="button" className="button button-quiet" onClick={onReset}>
          {t('filters.reset')}
        </button>
      </div>
    </FilterThemeForm>
  );
}
