import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { pageUpdateDateQuery, type PageSettings } from '../api/pageApi';
import { useLocale } from '../i18n/useLocale';
import { usePageMeta } from '../shell/usePageMeta';

interface ReportHeaderProps {
  descriptor: ReportDescriptor;
  settings: PageSettings | undefined;
}

/** Title, its description (the administrator's, when set) and the last update time. */
export function ReportHeader({ descriptor, settings }: ReportHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const updated = useQuery(pageUpdateDateQuery(descriptor.pageId));
  const adminDescription = locale === 'tr' ? settings?.descriptionTr : settings?.descriptionEn;
  const description = adminDescription?.trim() ? adminDescription : descriptor.description[locale];
  const updateTime = updated.data?.updateTime;
  const keywords = locale === 'tr' ? settings?.seoKeywordsTr : settings?.seoKeywordsEn;
  usePageMeta({ description, keywords: keywords ?? undefined });

  return (
    <header className="page-header report-header">
      <h1>{descriptor.title[locale]}</h1>
      <p className="page-lead">{description}</p>
      <p className="report-updated">
        <span>{t('report.lastUpdated')}:</span>{' '}
        {updateTime ? <time dateTime={updateTime}>{formatDateTime(updateTime, locale)}</time> : <span className="muted">{updated.isPending ? '…' : t('report.lastUpdatedUnknown')}</span>}
      </p>
    </header>
  );
}
