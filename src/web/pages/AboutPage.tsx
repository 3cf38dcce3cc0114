import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ContentSection } from './ContentSection';

export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.about.title'));
  return (
    <div className="content-page">
      <header className="page-header">
        <h1>{t('pages.about.title')}</h1>
        <p className="page-lead">{t('pages.about.lead')}</p>
      </header>
      <ContentSection id="about-publishes" title={t('pages.about.publishesTitle')}>
        <p>{t('pages.about.publishesText')}</p>
        <ul className="content-list">
          <li>{t('pages.about.publishesElectricity')}</li>
          <li>{t('pages.about.publishesGas')}</li>
        </ul>
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
