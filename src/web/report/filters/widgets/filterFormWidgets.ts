// The form widget drawing each filter widget, under the name its form fields write in ui:widget (the
// descriptor's `widget` id). The filter form's theme registers these once.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FilterWidgetId } from '../../../../engine/filters/filterWidgets';
import { ChoiceWidget } from './Choice/ChoiceWidget';
import { DateRangeWidget } from './DateRange/DateRangeWidget';
import { DeliveryPeriodWidget } from './DeliveryPeriod/DeliveryPeriodWidget';
import { LookupWidget } from './Lookup/LookupWidget';
import { SelectWidget } from './Select/SelectWidget';

export const filterFormWidgets: Record<FilterWidgetId, RegistryWidgetsType[string]> = {
  dateRange: DateRangeWidget,
  lookup: LookupWidget,
  select: SelectWidget,
  deliveryPeriod: DeliveryPeriodWidget,
  choice: ChoiceWidget,
};
