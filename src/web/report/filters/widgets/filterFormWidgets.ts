// The form widget drawing each filter widget, under the name its form fields write in ui:widget (the
// descriptor's `widget` id). The filter form draws each field with the widget its ui:widget names.
import type { ComponentType } from 'react';
import type { FilterWidgetId } from '../../../../engine/filters/filterWidgets';
import { ChoiceWidget } from './Choice/ChoiceWidget';
import type { FilterWidgetProps } from './filterWidgetProps';
import { DateRangeWidget } from './DateRange/DateRangeWidget';
import { DeliveryPeriodWidget } from './DeliveryPeriod/DeliveryPeriodWidget';
import { LookupWidget } from './Lookup/LookupWidget';
import { SelectWidget } from './Select/SelectWidget';

export const filterFormWidgets: Record<FilterWidgetId, ComponentType<FilterWidgetProps>> = {
  dateRange: DateRangeWidget,
  lookup: LookupWidget,
  select: SelectWidget,
  deliveryPeriod: DeliveryPeriodWidget,
  choice: ChoiceWidget,
};
