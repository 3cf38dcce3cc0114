import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shell/useDocumentTitle';

const REGULATOR_SITE = 'https://www.epdk.gov.tr';

/** The document itself lives with the regulator: we point there instead of keeping a copy that could go stale. */
export function RegulatorDocumentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.regulator.title'));
  return (
    <div className="content-page">
      <header className="page-header">
        <h1>{t('pages.regulator.title')}</h1>
        <p className="page-lead">{t('pages.regulator.lead')}</p>
      </header>
      <p>{t('pages.regulator.text')}</p>
      <p>
        <a className="button button-primary" href={REGULATOR_SITE} target="_blank" rel="noopener noreferrer">
          {t('pages.regulator.link')}
          <span className="visually-hidden"> {t('pages.regulator.newTab')}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </div>
  );
}
