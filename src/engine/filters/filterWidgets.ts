// The filter widgets a descriptor may name, keyed by its `widget`. Each has its own folder here (definition,
// request mapping, validation, test) and a form widget in src/web/report/filters/widgets/<Widget>/.
import type { ReportFilter } from '../../../schemas/report.schema';
import { choiceWidget } from './choice/choiceWidget';
import type { FilterWidgetDefinition } from './filterWidget';
import { plainWidgets } from './plainWidgets';

export const filterWidgets = { ...plainWidgets, choice: choiceWidget } as const;

export type FilterWidgetId = keyof typeof filterWidgets;
export const filterWidgetIds = Object.keys(filterWidgets) as FilterWidgetId[];

/** The definition of a filter's widget. */
export function widgetOf(filter: ReportFilter): FilterWidgetDefinition<ReportFilter> {
  return filterWidgets[filter.widget] as unknown as FilterWidgetDefinition<ReportFilter>;
}
