// A year of months to pick from, for month-granular ranges: the same grid behaviour as DayCalendar, in
// rows of three (quarters), with the current and the chosen month marked.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMonth } from '../../../../engine/format/formatMonth';
import { useLocale } from '../../../i18n/useLocale';
import { CalendarFooter } from './CalendarFooter';
import { CalendarHeader } from './CalendarHeader';
import { addMonthsToMonth } from './calendarGrid';
import { shortMonthName } from './calendarNames';
import { moveMonthFocus } from './moveCalendarFocus';
import { useCalendarCursor } from './useCalendarCursor';

interface MonthCalendarProps {
  /** The chosen month (`YYYY-MM`), or '' when none is chosen. */
  value: string;
  min?: string;
  max?: string;
  thisMonth: string;
  onSelect: (month: string) => void;
  onClose: () => void;
}

const QUARTERS = [0, 1, 2, 3];

export function MonthCalendar({ value, min, max, thisMonth, onSelect, onClose }: MonthCalendarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const keysId = useId();
  const { focused, gridRef, outside, step, onKeyDown } = useCalendarCursor({
    start: value || thisMonth, min, max, shift: addMonthsToMonth, pageOf: (month) => month.slice(0, 4), move: moveMonthFocus, onSelect,
  });
  const year = focused.slice(0, 4);

  return (
    <>
      <CalendarHeader titleId={titleId} title={year} previousYear={step(-12, t('calendar.previousYear'))} nextYear={step(12, t('calendar.nextYear'))} />
      <table ref={gridRef} role="grid" className="calendar-grid calendar-months" aria-labelledby={titleId} aria-describedby={keysId} onKeyDown={onKeyDown}>
        <tbody>
          {QUARTERS.map((quarter) => (
            <tr key={quarter}>
              {[1, 2, 3].map((offset) => {
                const month = `${year}-${String(quarter * 3 + offset).padStart(2, '0')}`;
                return (
                  <td
                    key={month}
                    role="gridcell"
                    data-value={month}
                    tabIndex={month === focused ? 0 : -1}
                    aria-label={formatMonth(month, locale)}
                    aria-selected={month === value ? true : undefined}
                    aria-disabled={outside(month) ? true : undefined}
                    aria-current={month === thisMonth ? 'date' : undefined}
                    onClick={() => {
                      if (!outside(month)) onSelect(month);
                    }}
                  >
                    {shortMonthName(month, locale)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={keysId} className="visually-hidden">
        {t('calendar.monthKeys')}
      </p>
      <CalendarFooter todayLabel={t('calendar.thisMonth')} todayDisabled={outside(thisMonth)} onToday={() => onSelect(thisMonth)} onClose={onClose} />
    </>
  );
}
