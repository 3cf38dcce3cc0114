// Asks a signed-in member to accept the terms of use when a version they have not accepted is in force: a quiet
// banner above the page (never a modal in the way), with the terms one click away, "accept" recorded once per
// version, and "later" for this tab.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { showNotice } from '../shell/notices/noticeStore';
import { acceptTerms, chooseLater, fetchMyTerms, laterChosenFor, MY_TERMS_KEY, TERMS_PAGE } from './termsQueries';
import './termsBanner.css';

export function TermsBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery({ queryKey: MY_TERMS_KEY, queryFn: ({ signal }) => fetchMyTerms(signal), staleTime: 5 * 60_000 });
  const [later, setLater] = useState(false);
  const [sending, setSending] = useState(false);
  const current = query.data?.current;
  if (!query.data?.mustAccept || !current || later || laterChosenFor(current.id)) return null;

  const accept = async () => {
    setSending(true);
    try {
      client.setQueryData(MY_TERMS_KEY, await acceptTerms(current.id));
      showNotice({ kind: 'success', message: t('termsBanner.accepted', { label: current.label }) });
    } catch {
      // The error modal has said why.
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="terms-banner" aria-label={t('termsBanner.label')}>
      {/* "Changed" only for a member who accepted an earlier version; the first time, simply a request. */}
      <p>{t(query.data.accepted ? 'termsBanner.changed' : 'termsBanner.first', { label: current.label })}</p>
      <div className="terms-banner-actions">
        <a href={`${TERMS_PAGE}?lang=${locale}`} target="_blank" rel="noopener">{t('termsBanner.read')}</a>
        <button type="button" className="button button-primary button-small" disabled={sending} onClick={() => void accept()}>
          {sending ? t('termsBanner.accepting') : t('termsBanner.accept')}
        </button>
        <button type="button" className="button button-small" onClick={() => { chooseLater(current.id); setLater(true); }}>{t('termsBanner.later')}</button>
      </div>
    </section>
  );
}
