// A futures contract's delivery: a year and a period of it (a month, a quarter) side by side, in one
// fieldset. An empty period means every period of the year.
import type { FilterWidgetProps } from '../filterWidgetProps';
import { joinDelivery, splitDelivery } from '../../../../../engine/filters/delivery-period/deliveryFormValue';
import { deliveryYears } from '../../../../../engine/filters/delivery-period/deliveryYears';
import { istanbulDay } from '../../../../../engine/format/istanbulDay';
import { useLocale } from '../../../../i18n/useLocale';
import { YearSelect } from '../../year-select/YearSelect';
import type { DeliveryPeriodOptions } from './toDeliveryPeriodField';

const TEXT = {
  year: { tr: 'Teslimat yılı', en: 'Delivery year' },
  period: { tr: 'Teslimat dönemi', en: 'Delivery period' },
  allPeriods: { tr: 'Tüm dönemler', en: 'All periods' },
  allYears: { tr: 'Tüm yıllar', en: 'All years' },
} as const;

export function DeliveryPeriodWidget({ id, value, onChange, label, options, rawErrors, formContext, disabled }: FilterWidgetProps) {
  const locale = useLocale();
  const { periods, ...bounds } = options as unknown as DeliveryPeriodOptions;
  const { now } = formContext;
  const { year, period } = splitDelivery(value);
  const years = deliveryYears(bounds, Number(istanbulDay(now).slice(0, 4)));
  const invalid = rawErrors?.length ? true : undefined;
  const describedBy = invalid ? `${id}__error` : undefined;
  const periodIndex = periods.findIndex((choice) => String(choice.value) === period);

  return (
    <fieldset className="date-range">
      <legend>{label}</legend>
      <div className="date-range-inputs">
        <YearSelect
          id={`${id}_year`}
          label={TEXT.year[locale]}
          value={year}
          years={years}
          emptyLabel={TEXT.allYears[locale]}
          onChange={(next) => onChange(joinDelivery(next, period))}
          disabled={disabled}
          invalid={invalid}
          describedBy={describedBy}
        />
        <div className="field">
          <label htmlFor={`${id}_period`}>{TEXT.period[locale]}</label>
          <select
            id={`${id}_period`}
            value={periodIndex === -1 ? '' : String(periodIndex)}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(joinDelivery(year, event.target.value === '' ? '' : periods[Number(event.target.value)]?.value))}
          >
            <option value="">{TEXT.allPeriods[locale]}</option>
            {periods.map((choice, i) => (
              <option key={String(choice.value)} value={String(i)}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
