// The home page's live market summary: one card per entry of liveCards.ts, for visitors and members alike.
import { useTranslation } from '../../i18n/useTranslation';
import { liveCards } from './liveCards';
import { useLiveNow } from './useLiveNow';

export function LiveSummary() {
  const { t } = useTranslation();
  const now = useLiveNow();
  return (
    <section className="live-summary" aria-labelledby="live-summary-title">
      <div className="live-summary-head">
        <h2 id="live-summary-title">{t('live.title')}</h2>
        <p className="live-summary-note">{t('live.note')}</p>
      </div>
      <div className="live-cards">
        {liveCards.map(({ id, Card }) => <Card key={id} now={now} />)}
      </div>
    </section>
  );
}
