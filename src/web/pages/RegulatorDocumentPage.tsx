import { useTranslation } from '../i18n/useTranslation';
import { PageHeader } from '../shell/PageHeader';

const REGULATOR_SITE = 'https://www.epdk.gov.tr';

/** The document itself lives with the regulator: we point there instead of keeping a copy that could go stale. */
export function RegulatorDocumentPage() {
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <PageHeader title={t('pages.regulator.title')} lead={t('pages.regulator.lead')} />
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
