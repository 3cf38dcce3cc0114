// The filter form's RJSF theme, declared once: our widgets under the names their form fields write
// (widgets/filterFormWidgets.ts, one per src/engine/filters widget id) and templates that match the page's markup.
import { withTheme } from '@rjsf/core';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { filterFormWidgets } from './widgets/filterFormWidgets';

export const FilterThemeForm = withTheme({
  widgets: filterFormWidgets,
  templates: { FieldTemplate, ObjectFieldTemplate },
});
