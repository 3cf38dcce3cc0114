// Start and end day, quick presets, and the page's span limit stated beside the fields. The end field's
// calendar stops at the limit; validation explains when a typed end goes past it.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DatePreset } from '../../../../../schemas/report.schema';
import { istanbulDay } from '../../../../engine/format/istanbulDay';
import { describeSpanLimit } from '../../../../engine/request/describeSpanLimit';
import { isIsoDay } from '../../../../engine/request/isoDay';
import { periodRange } from '../../../../engine/request/periodRange';
import { resolvePreset } from '../../../../engine/request/resolvePreset';
import { spanEndLimit } from '../../../../engine/request/spanEndLimit';
import { useLocale } from '../../../i18n/useLocale';
import { DateField } from '../date-field/DateField';
import type { FilterFormContext } from '../filterFormContext';
import { joinRange, splitRange } from '../filterFormData';
import type { DateRangeOptions } from '../toFilterFormSchema';

export function DateRangeWidget({ id, value, onChange, label, options, rawErrors, registry, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { presets, spanLimit, granularity, single } = options as unknown as DateRangeOptions;
  const { now } = registry.formContext as FilterFormContext;
  const { start, end, preset: chosenPreset } = splitRange(value);
  const startDay = isIsoDay(start) ? start : undefined;
  const maxEnd = spanLimit && startDay ? spanEndLimit(startDay, spanLimit) : undefined;
  // A one-field filter holds one period: a preset picks the period its first day falls in.
  const presetRange = (preset: DatePreset) => {
    const range = resolvePreset(preset, now);
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
  const describedBy = [spanLimit ? hintId : '', rawErrors?.length ? `${id}__error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = rawErrors?.length ? true : undefined;
  const today = istanbulDay(now);

  const field = (which: 'start' | 'end') => (
    <DateField
      id={`${id}_${which}`}
      label={which === 'start' ? t('filters.start') : t('filters.end')}
      value={which === 'start' ? start : end}
      onChange={(day) => onChange(which === 'start' ? joinRange(day, end) : joinRange(start, day))}
      granularity={granularity}
      monthDay={which === 'start' ? 'first' : 'last'}
      min={which === 'end' ? startDay : undefined}
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
        {single ? (
          <DateField
            id={`${id}_start`}
            label={granularity === 'month' ? t('filters.month') : t('filters.day')}
            value={start}
            onChange={(day) => {
              const period = pickPeriod(day);
              onChange(joinRange(period.start, period.end));
            }}
            granularity={granularity}
            monthDay="first"
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
      {spanLimit && (
        <p id={hintId} className="field-hint">
          {t('filters.spanLimit', { limit: describeSpanLimit(spanLimit, locale) })}
        </p>
      )}
    </fieldset>
  );
}
