// About the platform: the lead and sections from the server (administrators edit them), the list of reports from
// the server's report list (so the page cannot promise a report that is not there), the upcoming transparency
// workshops' page and the disclaimer.
import { useQuery } from '@tanstack/react-query';
import { FIXED_PAGE } from '../../engine/menu/fixedMenuIds';
import { ContentHtml } from '../content-pages/ContentHtml';
import { contentQuery } from '../content-pages/contentQuery';
import { ContentStatus } from '../content-pages/ContentStatus';
import { Disclaimer } from '../content-pages/Disclaimer';
import { useTranslation } from '../i18n/useTranslation';
import { reportListQuery } from '../api/appApi';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { useAppMenu } from '../shell/session/useAppMenu';
import { PageHeader } from '../shell/PageHeader';
import { ContentSection } from './ContentSection';

export function AboutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reports = useQuery(reportListQuery());
  const about = useQuery(contentQuery('about'));
  const menu = useAppMenu();
  const announcements = menu.index.byId.get(String(FIXED_PAGE.announcements))?.node.urlEn;
  return (
    <div className="content-page">
      <PageHeader title={t('pages.about.title')} lead={about.data?.document.lead[locale]} />
      {!about.data && <ContentStatus failed={about.isError} onRetry={() => void about.refetch()} />}
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
      {about.data?.document.sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title[locale]}>
          <ContentHtml html={section.body[locale]} />
        </ContentSection>
      ))}
      {announcements && (
        <ContentSection id="about-workshops" title={t('contentPages.public.workshopsTitle')}>
          <p>{t('contentPages.public.workshopsText')} <Link href={announcements}>{t('contentPages.public.workshopsLink')}</Link></p>
        </ContentSection>
      )}
      <ContentSection id="about-data" title={t('pages.about.dataTitle')}>
        <Disclaimer className="content-notice" />
      </ContentSection>
    </div>
  );
}
