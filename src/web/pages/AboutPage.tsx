// About the platform: what it is and what it publishes, in words that match what exists. The list of
// reports comes from the server's report list, so the page cannot promise a report that is not there.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { reportListQuery } from '../api/appApi';
import { useLocale } from '../i18n/useLocale';
import { PageHeader } from '../shell/PageHeader';
import { ContentSection } from './ContentSection';

export function AboutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reports = useQuery(reportListQuery());
  return (
    <div className="content-page">
      <PageHeader title={t('pages.about.title')} lead={t('pages.about.lead')} />
      <ContentSection id="about-publishes" title={t('pages.about.publishesTitle')}>
        {reports.data ? (
          <>
            <p>{t('pages.about.publishesText', { count: reports.data.length })}</p>
            <ul className="content-list">
              {reports.data.map((report) => (
                <li key={report.id}>{report.title[locale]}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="status">{t('pages.about.publishesLoading')}</p>
        )}
      </ContentSection>
      <ContentSection id="about-export" title={t('pages.about.exportTitle')}>
        <p>{t('pages.about.exportText')}</p>
      </ContentSection>
      <ContentSection id="about-languages" title={t('pages.about.languagesTitle')}>
        <p>{t('pages.about.languagesText')}</p>
      </ContentSection>
      <ContentSection id="about-data" title={t('pages.about.dataTitle')}>
        <p className="content-notice">{t('pages.about.dataText')}</p>
      </ContentSection>
    </div>
  );
}
