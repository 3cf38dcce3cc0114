// The report page's "API call" panel: the call behind the view on screen (its filters as chosen), written as curl,
// Python and JavaScript, each with a copy button, and a link to the operation's reference page. Closed until
// asked for; the code is drawn only when open.
import { useState } from 'react';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { CodeBlock } from '../pages/CodeBlock';
import { Link } from '../router/Link';
import { apiCallSnippets } from './apiCallSnippets';
import { referenceHref, REFERENCE_SERVICES } from './referenceHref';
import { reportApiCall } from './reportApiCall';
import { useReferenceBase } from './useReferenceBase';
import './reference.css';

export function ApiCallPanel({ descriptor, values }: { descriptor: ReportDescriptor; values: FilterValues }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = useReferenceBase();
  const [open, setOpen] = useState(false);
  const snippets = open ? apiCallSnippets(reportApiCall(descriptor, values, window.location.origin), locale) : undefined;
  const documented = base && (REFERENCE_SERVICES as readonly string[]).includes(descriptor.api.service);

  return (
    <details className="api-call-panel" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('apiReference.panelTitle')}</summary>
      {snippets && (
        <div className="api-call-panel-body">
          <p>{t('apiReference.panelIntro')} {t('apiReference.ticketNote')}</p>
          <CodeBlock code={snippets.curl} label={t('apiReference.curl')} />
          <CodeBlock code={snippets.python} label={t('apiReference.python')} />
          <CodeBlock code={snippets.javascript} label={t('apiReference.javascript')} />
          {documented && <p><Link href={referenceHref(base, descriptor.api.service, descriptor.id)}>{t('apiReference.operationLink')}</Link></p>}
        </div>
      )}
    </details>
  );
}
