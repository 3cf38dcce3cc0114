// A workshop's when and where, as the home page's card and the Announcements page show it: the day and hours in
// Istanbul time, the place in the reader's language (or online), and the registration link when there is one.
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import type { Announcement } from './announcementsQuery';
import { workshopTime } from './workshopTime';
import './workshops.css';

export function WorkshopEvent({ workshop }: { workshop: Announcement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!workshop.startsAt || !workshop.endsAt) return null;
  const time = workshopTime(workshop.startsAt, workshop.endsAt, locale);
  const place = locale === 'tr' ? workshop.placeTr : workshop.placeEn;
  const where = [place, workshop.online ? t('workshops.online') : null].filter(Boolean).join(' · ');
  return (
    <dl className="workshop-event">
      <div>
        <dt>{t('workshops.when')}</dt>
        <dd>
          <time dateTime={workshop.startsAt}>{time.day}</time>
          {time.hours && <>, <span className="workshop-hours">{time.hours}</span></>}
        </dd>
      </div>
      <div>
        <dt>{t('workshops.where')}</dt>
        <dd>{where}</dd>
      </div>
      {workshop.registrationUrl && (
        <div className="workshop-register">
          <dt className="visually-hidden">{t('workshops.register')}</dt>
          <dd>
            <a href={workshop.registrationUrl} target="_blank" rel="noopener noreferrer" aria-label={t('workshops.registerFor', { title: locale === 'tr' ? workshop.titleTr : workshop.titleEn })}>
              {t('workshops.register')}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
