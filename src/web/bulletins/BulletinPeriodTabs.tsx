// The period tabs (daily, weekly, monthly, yearly): WAI-ARIA tabs, one tab stop, arrow keys, Home and End.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { BULLETIN_PERIODS, type BulletinPeriod } from './bulletinAddress';
import { TAB_KEY_MOVES } from '../shell/tabKeyMoves';

interface Props { selected: BulletinPeriod; onSelect: (period: BulletinPeriod) => void; panelId: string; tabId: (period: BulletinPeriod) => string }

export function BulletinPeriodTabs({ selected, onSelect, panelId, tabId }: Props) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<BulletinPeriod, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = BULLETIN_PERIODS[move(BULLETIN_PERIODS.indexOf(selected), BULLETIN_PERIODS.length)]!;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('bulletins.periods')} className="tab-strip" onKeyDown={onKeyDown}>
      {BULLETIN_PERIODS.map((period) => (
        <button
          key={period}
          ref={(el) => {
            if (el) buttons.current.set(period, el);
            else buttons.current.delete(period);
          }}
          type="button"
          role="tab"
          id={tabId(period)}
          aria-selected={period === selected}
          aria-controls={panelId}
          tabIndex={period === selected ? 0 : -1}
          onClick={() => onSelect(period)}
        >
          {t(`bulletins.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
