// The web-service reference: the services, one service's operations (searchable), or one operation, by the
// address under the reference's menu path.
import { useTranslation } from '../i18n/useTranslation';
import { PageHeader } from '../shell/PageHeader';
import { Link } from '../router/Link';
import { OperationList } from './OperationList';
import { OperationPage } from './OperationPage';
import { REFERENCE_SERVICES, referenceHref } from './referenceHref';
import { useReferenceBase } from './useReferenceBase';
import './reference.css';

export function WebServiceReferencePage({ service, operationId }: { service?: string; operationId?: string }) {
  const { t } = useTranslation();
  const base = useReferenceBase() ?? '';
  if (service && !(REFERENCE_SERVICES as readonly string[]).includes(service)) {
    return (
      <div className="content-page reference-page">
        <PageHeader title={t('apiReference.title')} />
        <p className="notice" role="alert">{t('apiReference.unknownService')}</p>
        <p><Link href={base}>{t('apiReference.backToServices')}</Link></p>
      </div>
    );
  }
  if (service && operationId) return <OperationPage base={base} service={service} operationId={operationId} />;
  if (service) return <OperationList base={base} service={service} />;
  return (
    <div className="content-page reference-page">
      <PageHeader title={t('apiReference.title')} lead={t('apiReference.intro')} />
      <h2>{t('apiReference.services')}</h2>
      <ul className="reference-services">
        {REFERENCE_SERVICES.map((name) => (
          <li key={name}>
            <Link href={referenceHref(base, name)}>{name}</Link>
            {' · '}
            <a href={`/${name}/v3/api-docs`}>{t('apiReference.openApiDocument')}</a>
          </li>
        ))}
      </ul>
      <p>{t('apiReference.ticketNote')}</p>
    </div>
  );
}
