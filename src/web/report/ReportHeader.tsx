// The report's title (its menu entry's label, which is the descriptor's title unless an administrator renamed the
// page in menu operations), its description (the administrator's, when set), and time made explicit: every time
// on the page is Istanbul time (UTC+3), when the data last changed, and when the next publication comes.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import type { ReportPageDescriptor } from '../../../schemas/report.schema';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { ISTANBUL_UTC_OFFSET } from '../../engine/format/timeZoneLabel';
import { pageUpdateDateQuery, type PageSettings } from '../api/pageApi';
import { useLocale } from '../i18n/useLocale';
import { usePageMeta } from '../shell/usePageMeta';
import { useAppMenu } from '../shell/session/useAppMenu';
import { publicationNote } from './publication/publicationNote';

interface ReportHeaderProps {
  descriptor: ReportPageDescriptor;
  settings: PageSettings | undefined;
  now: Date;
}

export function ReportHeader({ descriptor, settings, now }: ReportHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entry = useAppMenu().index.byId.get(String(descriptor.pageId))?.node;
  const title = (locale === 'tr' ? entry?.labelTr : entry?.labelEn) || descriptor.title[locale];
  const updated = useQuery(pageUpdateDateQuery(descriptor.pageId));
  const adminDescription = locale === 'tr' ? settings?.descriptionTr : settings?.descriptionEn;
  const description = adminDescription?.trim() ? adminDescription : descriptor.description[locale];
  const updateTime = updated.data?.updateTime;
  const keywords = locale === 'tr' ? settings?.seoKeywordsTr : settings?.seoKeywordsEn;
  usePageMeta({ description, keywords: keywords ?? undefined });
  const next = publicationNote(descriptor.publication, now, locale, t);

  return (
    <header className="page-header report-header">
      <h1>{title}</h1>
      <p className="page-lead">{description}</p>
      <ul className="report-times">
        <li className="report-updated">
          <span>{t('report.lastUpdated')}:</span>{' '}
          {updateTime ? (
            <time dateTime={updateTime}>
              {formatDateTime(updateTime, locale)} ({ISTANBUL_UTC_OFFSET})
            </time>
          ) : (
            <span className="muted">{updated.isPending ? '…' : t('report.lastUpdatedUnknown')}</span>
          )}
        </li>
        {next && <li className="report-next">{next}</li>}
        <li className="report-zone">{t('report.timeZone')}</li>
      </ul>
    </header>
  );
}
