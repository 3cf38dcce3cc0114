// The upcoming transparency workshops the platform's administrators announced: the next few with their day and
// hours (Istanbul time, said so), place and registration link, or word that none is planned; each opens its
// announcement, and the foot leads to all announcements. A workshop leaves the card once it has ended.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { WorkshopEvent } from '../../announcements/WorkshopEvent';
import { upcomingWorkshopsQuery } from '../../announcements/workshopsQuery';
import { useLocale } from '../../i18n/useLocale';
import { Link } from '../../router/Link';

/** How many workshops the card lists. */
export const WORKSHOPS_SHOWN = 3;

export function WorkshopsCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(upcomingWorkshopsQuery());
  const next = (query.data ?? []).filter((w) => w.endsAt !== null && Date.parse(w.endsAt) > now.getTime()).slice(0, WORKSHOPS_SHOWN);
  return (
    <section className="live-card" aria-labelledby="live-workshops" aria-busy={query.isPending || undefined}>
      <h2 id="live-workshops">{t('workshops.title')}</h2>
      {query.isPending ? (
        <p className="status">{t('live.loading')}</p>
      ) : query.isError ? (
        <p className="status">{t('live.failed')} <button type="button" className="button-link" onClick={() => void query.refetch()}>{t('live.retry')}</button></p>
      ) : next.length === 0 ? (
        <p className="status">{t('workshops.none')}</p>
      ) : (
        <ul className="live-workshops" aria-label={t('workshops.list')}>
          {next.map((w) => (
            <li key={w.id}>
              <Link className="live-workshop-title" href={`/announcements#announcement-${w.id}`}>{locale === 'tr' ? w.titleTr : w.titleEn}</Link>
              <WorkshopEvent workshop={w} />
            </li>
          ))}
        </ul>
      )}
      <p className="live-foot">
        <span>{t('live.timeZone')}</span>
        <Link href="/announcements">{t('workshops.all')}</Link>
      </p>
    </section>
  );
}
