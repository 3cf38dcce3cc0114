// One service's operations, searchable by title, path or id, each linking to its own page.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import { searchOperations, toOperations } from './referenceDocument';
import { referenceHref } from './referenceHref';
import { referenceQuery } from './referenceQuery';
import { KIND_TEXT } from './operationKindText';

export function OperationList({ base, service }: { base: string; service: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const document = useQuery(referenceQuery(service, locale));
  const operations = useMemo(() => (document.data ? toOperations(document.data) : []), [document.data]);
  const shown = useMemo(() => searchOperations(operations, query), [operations, query]);

  return (
    <div className="content-page reference-page">
      <PageHeader title={`${t('apiReference.title')}: ${service}`} lead={document.data?.info.title} />
      <p><Link href={base}>← {t('apiReference.backToServices')}</Link></p>
      {document.isError && <ErrorNotice brief error={document.error} lead={t('apiReference.loadFailed')} onRetry={() => void document.refetch()} />}
      {document.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {document.data && (
        <>
          <div className="reference-search">
            <label htmlFor={searchId}>{t('apiReference.search')}</label>
            <input id={searchId} type="search" value={query} placeholder={t('apiReference.searchHint')} onChange={(e) => setQuery(e.target.value)} />
            <p className="status" role="status" aria-live="polite">{t('apiReference.matches', { count: shown.length })}</p>
          </div>
          {shown.length === 0 ? <p className="notice">{t('apiReference.noMatch')}</p> : (
            <ul className="reference-operations">
              {shown.map((op) => (
                <li key={op.operationId}>
                  <Link href={referenceHref(base, service, op.operationId)}>{op.summary}</Link>
                  <span className="reference-kind">{t(KIND_TEXT[op.kind])}</span>
                  <code className="reference-path"><span className="reference-method">{op.method}</span> {op.path}</code>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
