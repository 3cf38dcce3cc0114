import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { PageHeader } from '../shell/PageHeader';
import { CodeBlock } from './CodeBlock';
import { ContentSection } from './ContentSection';
import { webServiceExamples } from './webServiceExamples';

export function WebServiceGuidePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  // The samples name this server, so they work against whichever installation the reader is on.
  const examples = webServiceExamples(window.location.origin, locale);
  const label = (section: string, kind: 'command' | 'answer' | 'body') => `${t(`pages.guide.${section}Title`)}: ${t(`pages.guide.${kind}`)}`;

  return (
    <div className="content-page guide-page">
      <PageHeader title={t('pages.guide.title')} lead={t('pages.guide.lead')} />
      <ContentSection id="guide-base" title={t('pages.guide.baseTitle')}>
        <p>{t('pages.guide.baseText')}</p>
        <CodeBlock code={examples.base} label={label('base', 'command')} />
      </ContentSection>
      <ContentSection id="guide-ticket" title={t('pages.guide.ticketTitle')}>
        <p>{t('pages.guide.ticketText')}</p>
        <CodeBlock code={examples.ticket} label={label('ticket', 'command')} />
        <p>{t('pages.guide.ticketAnswer')}</p>
        <CodeBlock code={examples.ticketAnswer} label={label('ticket', 'answer')} />
        <p>{t('pages.guide.ticketNotes')}</p>
      </ContentSection>
      <ContentSection id="guide-call" title={t('pages.guide.callTitle')}>
        <p>{t('pages.guide.callText')}</p>
        <CodeBlock code={examples.call} label={label('call', 'command')} />
      </ContentSection>
      <ContentSection id="guide-response" title={t('pages.guide.responseTitle')}>
        <p>{t('pages.guide.responseText')}</p>
        <CodeBlock code={examples.response} label={label('response', 'answer')} />
      </ContentSection>
      <ContentSection id="guide-paging" title={t('pages.guide.pagingTitle')}>
        <p>{t('pages.guide.pagingText')}</p>
        <CodeBlock code={examples.paging} label={label('paging', 'body')} />
      </ContentSection>
      <ContentSection id="guide-export" title={t('pages.guide.exportTitle')}>
        <p>{t('pages.guide.exportText')}</p>
        <CodeBlock code={examples.export} label={label('export', 'command')} />
      </ContentSection>
      <ContentSection id="guide-errors" title={t('pages.guide.errorsTitle')}>
        <p>{t('pages.guide.errorsText')}</p>
        <CodeBlock code={examples.error} label={label('errors', 'answer')} />
        <ul className="content-list">
          <li>{t('pages.guide.error400')}</li>
          <li>{t('pages.guide.error401')}</li>
          <li>{t('pages.guide.error429')}</li>
        </ul>
      </ContentSection>
      <ContentSection id="guide-revoke" title={t('pages.guide.revokeTitle')}>
        <p>{t('pages.guide.revokeText')}</p>
        <CodeBlock code={examples.revoke} label={label('revoke', 'command')} />
      </ContentSection>
    </div>
  );
}
