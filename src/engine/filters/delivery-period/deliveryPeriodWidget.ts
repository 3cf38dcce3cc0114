// A futures contract's delivery: a year field (year, deliveryYear) and a period field (deliveryPeriod) set
// together. The year is required once the filter is in use; an empty period means every period of the year.
import type { ReportFilter } from '../../../../schemas/report.schema';
import { istanbulDay } from '../../format/istanbulDay';
import { emptyToUndefined } from '../emptyToUndefined';
import type { FilterWidgetDefinition } from '../filterWidget';
import { joinDelivery, splitDelivery } from './deliveryFormValue';

export type DeliveryPeriodFilter = Extract<ReportFilter, { widget: 'deliveryPeriod' }>;

const YEAR = /^\d{4}$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

const formKey = (filter: DeliveryPeriodFilter) => `${filter.yearBind}_${filter.bind}`;

export const deliveryPeriodWidget: FilterWidgetDefinition<DeliveryPeriodFilter> = {
  formKey,
  fields: (filter) => [filter.yearBind, filter.bind],
  // A page with a default period opens on it in this Istanbul year; without one, on every delivery (no year), so
  // the contracts of next year, which trade this year, show too. toRequest applies the field's type (integer or text).
  defaultValues: (filter, now) => ({ [filter.yearBind]: filter.default === undefined ? undefined : istanbulDay(now).slice(0, 4), [filter.bind]: filter.default }),
  options: (filter, field) => (field === filter.bind ? filter.periods.map((period) => period.value) : undefined),
  requiredMessage: (filter, field) =>
    field === filter.yearBind
      ? { tr: 'Zorunlu alan: teslimat yılını seçin.', en: 'Required field: choose a delivery year.' }
      : { tr: 'Zorunlu alan: teslimat dönemini seçin.', en: 'Required field: choose a delivery period.' },
  completeFields: (filter) => [filter.yearBind],
  check(filter, parsed) {
    const year = parsed.get(filter.yearBind);
    if (year === undefined) return [];
    const text = String(year);
    if (YEAR.test(text) && Number(text) >= FIRST_YEAR && Number(text) <= LAST_YEAR) return [];
    return [{ field: filter.yearBind, message: { tr: 'Teslimat yılı 2000 ile 2099 arasında bir yıl olmalı.', en: 'The delivery year must be a year from 2000 to 2099.' } }];
  },
  toFormData: (filter, values) => ({ [formKey(filter)]: joinDelivery(values[filter.yearBind], values[filter.bind]) }),
  fromFormData(filter, data) {
    const { year, period } = splitDelivery(data[formKey(filter)]);
    return { [filter.yearBind]: emptyToUndefined(year), [filter.bind]: emptyToUndefined(period) };
  },
};
