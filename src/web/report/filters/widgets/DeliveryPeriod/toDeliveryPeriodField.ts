import type { DeliveryPeriodFilter } from '../../../../../engine/filters/delivery-period/deliveryPeriodWidget';
import { bindsRequiredField, type ToFormFields } from '../formField';

export interface DeliveryPeriodOptions {
  firstYear?: number;
  yearsAhead?: number;
  /** The periods in the page's language. */
  periods: { value: string | number; label: string }[];
}

export const toDeliveryPeriodField: ToFormFields<DeliveryPeriodFilter> = (filter, { descriptor, locale }) => {
  const options: DeliveryPeriodOptions = {
    ...(filter.firstYear !== undefined ? { firstYear: filter.firstYear } : {}),
    ...(filter.yearsAhead !== undefined ? { yearsAhead: filter.yearsAhead } : {}),
    periods: filter.periods.map((period) => ({ value: period.value, label: period.label[locale] })),
  };
  return [{
    key: `${filter.yearBind}_${filter.bind}`,
    schema: { type: 'string', title: filter.label[locale] },
    uiSchema: { 'ui:widget': 'deliveryPeriod', 'ui:options': { ...options } },
    required: bindsRequiredField(descriptor, [filter.yearBind, filter.bind]),
  }];
};
