// Picks a period by its date: a day (date input), an ISO week (week input), a month (month input) or a year
// (number). The inputs' values are already the server's key forms; a browser without week or month inputs shows
// a text box that takes the same form (the hint says it).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { BulletinPeriod } from './bulletinAddress';

const INPUT_TYPES: Record<BulletinPeriod, string> = { daily: 'date', weekly: 'week', monthly: 'month', yearly: 'number' };

interface Props {
  period: BulletinPeriod;
  /** The key shown (the bulletin open now). */
  value: string;
  first: string | null;
  latest: string | null;
  onPick: (key: string) => void;
}

export function BulletinDatePicker({ period, value, first, latest, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new bulletin chosen elsewhere (the list, a tab) puts its key in the box; the newest arriving with the list
  // does not replace what the reader typed while the list was still on its way.
  if (shown !== value) {
    setShown(value);
    if (shown !== '' || draft === '') setDraft(value);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onPick(draft.trim());
  };
  return (
    <form className="bulletin-picker" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-date`}>{t(`bulletins.pick.${period}`)}</label>
      <div className="bulletin-picker-row">
        <input
          id={`${id}-date`}
          type={INPUT_TYPES[period]}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint`}
          {...(period === 'yearly' ? { inputMode: 'numeric' as const, min: 1900, max: 2999, step: 1 } : {})}
          {...(period !== 'yearly' && first ? { min: first } : {})}
          {...(period !== 'yearly' && latest ? { max: latest } : {})}
        />
        <button type="submit" className="button button-primary">{t('bulletins.show')}</button>
      </div>
      <p id={`${id}-hint`} className="bulletin-hint">{t(`bulletins.pickHint.${period}`)}</p>
    </form>
  );
}
