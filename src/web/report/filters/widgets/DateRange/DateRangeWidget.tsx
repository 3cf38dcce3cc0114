// Start and end day, quick presets, and the page's span limit stated beside the fields. The end field's
// calendar stops at the limit; validation explains when a typed end goes past it. Months are picked in a
// month calendar, years from a list (a year stands for 1 January to 31 December); a delivery hour is a day in
// the calendar and an hour from a list, and a preset moves the day, keeping the hour.
import type { FilterWidgetProps } from '../filterWidgetProps';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { DatePreset } from '../../../../../../schemas/report.schema';
import { formatDate } from '../../../../../engine/format/formatDate';
import { istanbulDay } from '../../../../../engine/format/istanbulDay';
import { deliveryHourAt, splitDeliveryHour, toDeliveryHour } from '../../../../../engine/request/deliveryHour';
import { describeSpanLimit } from '../../../../../engine/request/describeSpanLimit';
import { isIsoDay } from '../../../../../engine/request/isoDay';
import { periodRange } from '../../../../../engine/request/periodRange';
import { resolvePreset } from '../../../../../engine/request/resolvePreset';
import { spanEndLimit } from '../../../../../engine/request/spanEndLimit';
import { joinRange, splitRange } from '../../../../../engine/filters/date-range/rangeFormValue';
import { useLocale } from '../../../../i18n/useLocale';
import { DateField } from '../../date-field/DateField';
import { HourSelect } from '../../hour-select/HourSelect';
import { YearSelect } from '../../year-select/YearSelect';
import { yearsUpTo } from '../../year-select/yearsUpTo';
import type { DateRangeOptions } from './toDateRangeField';

const HOUR_LABEL = { tr: 'Saat', en: 'Hour' } as const;
const YEAR_LABELS = { single: { tr: 'Yıl', en: 'Year' }, start: { tr: 'Başlangıç yılı', en: 'First year' }, end: { tr: 'Bitiş yılı', en: 'Last year' } } as const;
/** The first year a request may name (reportRequest's FIRST_REQUEST_DAY). */
const FIRST_YEAR = 2000;

export function DateRangeWidget({ id, value, onChange, label, options, rawErrors, formContext, disabled }: FilterWidgetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { presets, spanLimit, granularity, single, firstDay } = options as unknown as DateRangeOptions;
  const { now } = formContext;
  const { start, end, preset: chosenPreset } = splitRange(value);
  const startDay = isIsoDay(start) ? start : undefined;
  const maxEnd = spanLimit && startDay ? spanEndLimit(startDay, spanLimit) : undefined;
  // A one-field filter holds one period: a preset picks the period its first day falls in.
  const chosenHour = granularity === 'hour' ? splitDeliveryHour(start) : undefined;
  const presetRange = (preset: DatePreset) => {
    const range = resolvePreset(preset, now);
    if (granularity === 'hour') {
      return { start: chosenHour ? toDeliveryHour(range.start, chosenHour.hour) : deliveryHourAt(range.start, now), end: '' };
    }
    return single ? periodRange(range.start, granularity) : range;
  };
  const pickPeriod = (day: string) => (isIsoDay(day) ? periodRange(day, granularity) : { start: day, end: '' });
  // A relative range names its preset; absolute days that happen to equal one light it up too.
  const activePreset =
    chosenPreset ??
    presets.find((preset: DatePreset) => {
      const range = presetRange(preset);
      return range.start === start && range.end === end;
    });
  const hintId = `${id}__hint`;
  const describedBy = [spanLimit || firstDay ? hintId : '', rawErrors?.length ? `${id}__error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = rawErrors?.length ? true : undefined;
  const today = istanbulDay(now);

  // Days and months are picked in a calendar; years (drawn apart below) never reach it.
  const calendar = granularity === 'month' ? 'month' : 'day';
  const years = yearsUpTo(firstDay ? Number(firstDay.slice(0, 4)) : FIRST_YEAR, Number(today.slice(0, 4)) + 1);
  const yearField = (which: 'single' | 'start' | 'end') => (
    <YearSelect
      id={`${id}_${which === 'end' ? 'end' : 'start'}`}
      label={YEAR_LABELS[which][locale]}
      value={(which === 'end' ? end : start).slice(0, 4)}
      years={years}
      onChange={(year) => {
        const first = year ? `${year}-01-01` : '';
        const last = year ? `${year}-12-31` : '';
        if (which === 'single') onChange(joinRange(first, last));
        else onChange(which === 'start' ? joinRange(first, end) : joinRange(start, last));
      }}
      disabled={disabled}
      invalid={invalid}
      describedBy={describedBy}
    />
  );

  const field = (which: 'start' | 'end') => (
    <DateField
      id={`${id}_${which}`}
      label={which === 'start' ? t('filters.start') : t('filters.end')}
      value={which === 'start' ? start : end}
      onChange={(day) => onChange(which === 'start' ? joinRange(day, end) : joinRange(start, day))}
      granularity={calendar}
      monthDay={which === 'start' ? 'first' : 'last'}
      min={which === 'end' ? (startDay ?? firstDay) : firstDay}
      max={which === 'end' ? maxEnd : undefined}
      today={today}
      disabled={disabled}
      invalid={invalid}
      describedBy={describedBy}
    />
  );

  return (
    <fieldset className="date-range">
      <legend>{label}</legend>
      <div className="date-range-inputs">
        {granularity === 'year' ? (
          single ? (
            yearField('single')
          ) : (
            <>
              {yearField('start')}
              {yearField('end')}
            </>
          )
        ) : granularity === 'hour' ? (
          <>
            <DateField
              id={`${id}_start`}
              label={t('filters.day')}
              value={chosenHour?.day ?? start}
              onChange={(day) => onChange(joinRange(isIsoDay(day) ? toDeliveryHour(day, chosenHour?.hour ?? 0) : day, ''))}
              granularity="day"
              monthDay="first"
              min={firstDay}
              today={today}
              disabled={disabled}
              invalid={invalid}
              describedBy={describedBy}
            />
            <HourSelect
              id={`${id}_hour`}
              label={HOUR_LABEL[locale]}
              value={chosenHour?.hour}
              onChange={(hour) => onChange(joinRange(toDeliveryHour(chosenHour?.day ?? today, hour), ''))}
              disabled={disabled}
              invalid={invalid}
              describedBy={describedBy}
            />
          </>
        ) : single ? (
          <DateField
            id={`${id}_start`}
            label={granularity === 'month' ? t('filters.month') : t('filters.day')}
            value={start}
            onChange={(day) => {
              const period = pickPeriod(day);
              onChange(joinRange(period.start, period.end));
            }}
            granularity={calendar}
            monthDay="first"
            min={firstDay}
            today={today}
            disabled={disabled}
            invalid={invalid}
            describedBy={describedBy}
          />
        ) : (
          <>
            {field('start')}
            {field('end')}
          </>
        )}
      </div>
      {presets.length > 0 && (
        <div className="chip-group" role="group" aria-label={t('filters.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={preset === activePreset}
              disabled={disabled}
              onClick={() => {
                const range = presetRange(preset);
                onChange(joinRange(range.start, range.end, preset));
              }}
            >
              {t(`presets.${preset}`)}
            </button>
          ))}
        </div>
      )}
      {(spanLimit || firstDay) && (
        <p id={hintId} className="field-hint">
          {[
            spanLimit ? t('filters.spanLimit', { limit: describeSpanLimit(spanLimit, locale) }) : '',
            firstDay ? t('filters.firstDay', { day: formatDate(firstDay, locale) }) : '',
          ].filter(Boolean).join(' ')}
        </p>
      )}
    </fieldset>
  );
}
