// A month of days to pick from (WAI-ARIA date picker grid): Monday-first weeks, today and the chosen day
// marked, days outside [min, max] disabled and never focused.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMonth } from '../../../../engine/format/formatMonth';
import { isIsoDay } from '../../../../engine/request/isoDay';
import { useLocale } from '../../../i18n/useLocale';
import { CalendarFooter } from './CalendarFooter';
import { CalendarHeader } from './CalendarHeader';
import { monthWeeks, shiftMonths } from './calendarGrid';
import { dayLabel, WEEKDAY_NAMES } from './calendarNames';
import { moveDayFocus } from './moveCalendarFocus';
import { useCalendarCursor } from './useCalendarCursor';

interface DayCalendarProps {
  /** The chosen day (`YYYY-MM-DD`), or anything else when none is chosen. */
  value: string;
  min?: string;
  max?: string;
  today: string;
  onSelect: (day: string) => void;
  onClose: () => void;
}

export function DayCalendar({ value, min, max, today, onSelect, onClose }: DayCalendarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const keysId = useId();
  const { focused, gridRef, outside, step, onKeyDown } = useCalendarCursor({
    start: isIsoDay(value) ? value : today, min, max, shift: shiftMonths, pageOf: (day) => day.slice(0, 7), move: moveDayFocus, onSelect,
  });
  const month = focused.slice(0, 7);

  return (
    <>
      <CalendarHeader
        titleId={titleId}
        title={formatMonth(month, locale)}
        previousYear={step(-12, t('calendar.previousYear'))}
        previousMonth={step(-1, t('calendar.previousMonth'))}
        nextMonth={step(1, t('calendar.nextMonth'))}
        nextYear={step(12, t('calendar.nextYear'))}
      />
      <table ref={gridRef} role="grid" className="calendar-grid" aria-labelledby={titleId} aria-describedby={keysId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES[locale].map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} role="gridcell" />
                ) : (
                  <td
                    key={day}
                    role="gridcell"
                    data-value={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={dayLabel(day, locale)}
                    aria-selected={day === value ? true : undefined}
                    aria-disabled={outside(day) ? true : undefined}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => {
                      if (!outside(day)) onSelect(day);
                    }}
                  >
                    {Number(day.slice(8, 10))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={keysId} className="visually-hidden">
        {t('calendar.dayKeys')}
      </p>
      <CalendarFooter todayLabel={t('calendar.today')} todayDisabled={outside(today)} onToday={() => onSelect(today)} onClose={onClose} />
    </>
  );
}
