import { useTranslation } from '../../../i18n/useTranslation';

interface CalendarFooterProps {
  todayLabel: string;
  todayDisabled: boolean;
  onToday: () => void;
  onClose: () => void;
}

/** A shortcut to today (or this month) and a close button for touch and screen-reader users, who have no Escape key. */
export function CalendarFooter({ todayLabel, todayDisabled, onToday, onClose }: CalendarFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="calendar-footer">
      <button type="button" className="button button-small button-quiet" disabled={todayDisabled} onClick={onToday}>
        {todayLabel}
      </button>
      <button type="button" className="button button-small" onClick={onClose}>
        {t('calendar.close')}
      </button>
    </div>
  );
}
