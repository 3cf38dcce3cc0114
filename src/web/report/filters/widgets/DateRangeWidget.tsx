// Start and end day, quick presets, and the page's span limit stated beside the inputs. The end input's
// max stops the picker at the limit; validation explains when a typed end goes past it.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DatePreset } from '../../../../../schemas/report.schema';
import { daysInMonth } from '../../../../engine/format/istanbulWallClock';
import { describeSpanLimit } from '../../../../engine/request/describeSpanLimit';
import { isIsoDay } from '../../../../engine/request/isoDay';
import { resolvePreset } from '../../../../engine/request/resolvePreset';
import { spanEndLimit } from '../../../../engine/request/spanEndLimit';
import { useLocale } from '../../../i18n/useLocale';
import type { FilterFormContext } from '../filterFormContext';
import { joinRange, splitRange } from '../filterFormData';
import type { DateRangeOptions } from '../toFilterFormSchema';

function monthEnd(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  return `${month}-${String(daysInMonth(year ?? 2000, mm ?? 1)).padStart(2, '0')}`;
}

export function DateRangeWidget({ id, value, onChange, label, options, rawErrors, registry, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { presets, spanLimit, granularity } = options as unknown as DateRangeOptions;
  const { now } = registry.formContext as FilterFormContext;
  const { start, end } = splitRange(value);
  const maxEnd = spanLimit && isIsoDay(start) ? spanEndLimit(start, spanLimit) : undefined;
  const activePreset = presets.find((preset: DatePreset) => {
    const range = resolvePreset(preset, now);
    return range.start === start && range.end === end;
  });
  const hintId = `${id}__hint`;
  const describedBy = [spanLimit ? hintId : '', rawErrors?.length ? `${id}__error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = rawErrors?.length ? true : undefined;
  const monthly = granularity === 'month';

  const input = (which: 'start' | 'end') => {
    const current = which === 'start' ? start : end;
    const set = (next: string) => {
      const day = monthly && next ? (which === 'start' ? `${next}-01` : monthEnd(next)) : next;
      onChange(which === 'start' ? joinRange(day, end) : joinRange(start, day));
    };
    return (
      <label className="date-range-input">
        <span>{which === 'start' ? t('filters.start') : t('filters.end')}</span>
        <input
          id={`${id}_${which}`}
          type={monthly ? 'month' : 'date'}
          value={monthly ? current.slice(0, 7) : current}
          min={which === 'end' ? (monthly ? start.slice(0, 7) : start) || undefined : undefined}
          max={which === 'end' && maxEnd ? (monthly ? maxEnd.slice(0, 7) : maxEnd) : undefined}
          disabled={disabled}
          required
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => set(event.target.value)}
        />
      </label>
    );
  };

  return (
    <fieldset className="date-range">
      <legend>{label}</legend>
      <div className="date-range-inputs">
        {input('start')}
        {input('end')}
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
                const range = resolvePreset(preset, now);
                onChange(joinRange(range.start, range.end));
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
