// One operation: what it does, its method and path, request fields, response fields with units, an example
// request and an illustrative answer, and for signed-in members a "try it" form.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { CodeBlock } from '../pages/CodeBlock';
import { Link } from '../router/Link';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import { useAppMenu } from '../shell/session/useAppMenu';
import { apiCallSnippets } from './apiCallSnippets';
import { FieldTable } from './FieldTable';
import { KIND_TEXT } from './operationKindText';
import { requestFields, responseFields, toOperations } from './referenceDocument';
import { referenceHref } from './referenceHref';
import { referenceQuery } from './referenceQuery';
import { TryItForm } from './TryItForm';

export function OperationPage({ base, service, operationId }: { base: string; service: string; operationId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = !!useAppMenu().user?.name;
  const document = useQuery(referenceQuery(service, locale));
  const operation = useMemo(() => (document.data ? toOperations(document.data).find((op) => op.operationId === operationId) : undefined), [document.data, operationId]);
  const back = <p><Link href={referenceHref(base, service)}>← {t('apiReference.backToService', { service })}</Link></p>;

  if (document.isPending) return <p className="status" role="status">{t('status.loading')}</p>;
  if (document.isError) return <ErrorNotice error={document.error} lead={t('apiReference.loadFailed')} onRetry={() => void document.refetch()} />;
  if (!operation) {
    return (
      <div className="content-page reference-page">
        <PageHeader title={t('apiReference.title')} />
        <p className="notice" role="alert">{t('apiReference.unknownOperation')}</p>
        {back}
      </div>
    );
  }
  const request = requestFields(operation);
  const response = responseFields(operation);
  const call = apiCallSnippets({ method: operation.method === 'GET' ? 'GET' : 'POST', url: `${window.location.origin}${operation.path}`, ...(operation.request ? { body: operation.request.example } : {}) }, locale);
  const json = operation.answer?.contentTypes.includes('application/json');

  return (
    <div className="content-page reference-page">
      <PageHeader title={operation.summary} lead={operation.description} />
      {back}
      <p className="reference-path-line">
        <span className="reference-kind">{t(KIND_TEXT[operation.kind])}</span>
        <code className="reference-path"><span className="reference-method">{operation.method}</span> {operation.path}</code>
      </p>
      <p>{t('apiReference.ticketNote')}</p>
      <h2>{t('apiReference.requestFields')}</h2>
      {request.length > 0 ? <FieldTable rows={request} caption={t('apiReference.requestFields')} showRequired /> : <p>{t('apiReference.noRequestFields')}</p>}
      <h2>{t('apiReference.responseFields')}</h2>
      {json ? <FieldTable rows={response.items} caption={t('apiReference.responseFields')} showRequired={false} /> : <p><code>{operation.answer?.contentTypes.join(', ')}</code></p>}
      {response.summary.length > 0 && (
        <>
          <h3>{t('apiReference.summaryFields')}</h3>
          <FieldTable rows={response.summary} caption={t('apiReference.summaryFields')} showRequired={false} />
        </>
      )}
      <h2>{t('apiReference.exampleRequest')}</h2>
      <CodeBlock code={call.curl} label={t('apiReference.curl')} />
      {operation.request && <CodeBlock code={JSON.stringify(operation.request.example, null, 2)} label={t('apiReference.body')} />}
      {json && (
        <>
          <h2>{t('apiReference.exampleResponse')}</h2>
          <CodeBlock code={JSON.stringify(operation.answer?.example, null, 2)} label={t('apiReference.exampleResponse')} />
        </>
      )}
      <h2>{t('apiReference.tryIt')}</h2>
      {signedIn ? <TryItForm key={operation.operationId} operation={operation} /> : <p className="notice">{t('apiReference.signInToTry')}</p>}
    </div>
  );
}
