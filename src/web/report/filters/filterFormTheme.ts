// The filter form's RJSF theme, declared once: our widgets under the names toFilterFormSchema writes
// (one per src/engine/filters/filterWidgets id) and templates that match the page's markup.
import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FilterWidgetId } from '../../../engine/filters/filterWidgets';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { DateRangeWidget } from './widgets/DateRangeWidget';
import { LookupWidget } from './widgets/LookupWidget';
import { SelectWidget } from './widgets/SelectWidget';

const filterWidgets: Record<FilterWidgetId, RegistryWidgetsType[string]> = {
  dateRange: DateRangeWidget,
  lookup: LookupWidget,
  select: SelectWidget,
};

export const FilterThemeForm = withTheme({
  widgets: filterWidgets,
  templates: { FieldTemplate, ObjectFieldTemplate },
});
