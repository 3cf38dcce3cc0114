import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shell/PageHeader';
import { ContentSection } from './ContentSection';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <PageHeader title={t('pages.about.title')} lead={t('pages.about.lead')} />
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
