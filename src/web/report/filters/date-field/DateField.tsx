// A date field that looks the same in every browser: a text input in DD.MM.YYYY (MM.YYYY for months),
// whatever the browser's own locale, and a button opening a calendar popover. Replaces <input type="date">,
// whose display format follows the browser, not the page.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { isIsoDay } from '../../../../engine/request/isoDay';
import { useLocale } from '../../../i18n/useLocale';
import { CalendarDialog } from './CalendarDialog';
import { DayCalendar } from './DayCalendar';
import { dayProblemText } from './dayProblemText';
import { MonthCalendar } from './MonthCalendar';
import { monthBounds, toMonthDay, type MonthDay } from './monthDay';
import { useDayText } from './useDayText';

export interface DateFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD`, '' when empty, or the text of an entry that is not a day. */
  value: string;
  onChange: (value: string) => void;
  granularity: 'day' | 'month';
  /** In month mode, which day of the chosen month the value holds: the first for a start, the last for an end. */
  monthDay: MonthDay;
  min?: string;
  max?: string;
  /** Today in Istanbul, `YYYY-MM-DD`. */
  today: string;
  disabled?: boolean;
  /** The form reports a problem with this field (a span too long, an end before its start). */
  invalid?: boolean;
  describedBy?: string;
}

export function DateField({ id, label, value, onChange, granularity, monthDay, min, max, today, disabled, invalid, describedBy }: DateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthly = granularity === 'month';
  const field = useDayText(value, monthly, monthDay, onChange);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formatId = `${id}__format`;
  const messageId = `${id}__message`;
  const message = field.problem ? dayProblemText(field.problem, field.text, monthly, t, locale) : '';

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const select = (day: string) => {
    if (day !== value) onChange(day);
    close(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter submits the form, so a text that is not a day is explained instead.
    if (event.key === 'Enter' && !field.onLeave()) event.preventDefault();
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <div className="date-field-control">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(monthly ? 'filters.monthPlaceholder' : 'filters.dayPlaceholder')}
          value={field.text}
          disabled={disabled}
          required
          aria-invalid={invalid || field.problem ? true : undefined}
          aria-describedby={[formatId, message ? messageId : '', describedBy ?? ''].filter(Boolean).join(' ')}
          onChange={(event) => field.onType(event.target.value)}
          onBlur={() => field.onLeave()}
          onKeyDown={onKeyDown}
        />
        <button
          ref={buttonRef}
          type="button"
          className="date-field-button"
          aria-label={t('calendar.open', { field: label })}
          title={t('calendar.open', { field: label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <span id={formatId} className="visually-hidden">
        {t(monthly ? 'filters.monthFormat' : 'filters.dayFormat')}
      </span>
      <p id={messageId} className="date-field-message" aria-live="polite">
        {message}
      </p>
      {open && (
        <CalendarDialog label={t('calendar.dialog', { field: label })} opener={buttonRef} onClose={close}>
          {monthly ? (
            <MonthCalendar
              {...monthBounds(min, max, monthDay)}
              value={isIsoDay(value) ? value.slice(0, 7) : ''}
              thisMonth={today.slice(0, 7)}
              onSelect={(month) => select(toMonthDay(month, monthDay))}
              onClose={() => close(true)}
            />
          ) : (
            <DayCalendar value={value} min={min} max={max} today={today} onSelect={select} onClose={() => close(true)} />
          )}
        </CalendarDialog>
      )}
    </div>
  );
}
