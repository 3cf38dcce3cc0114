// A document's kept versions, newest first: when, by whom (the original text has no author), which one is live,
// and a button to go back to any other (the editor asks first).
import { useQuery } from '@tanstack/react-query';
import type { ContentKey } from '../../../engine/content-pages/contentDocuments';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { adminRevisionsKey, fetchRevisions } from './contentPagesApi';

const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(iso));

export function HistoryPanel({ docKey, onRestore }: { docKey: ContentKey; onRestore: (id: number, time: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revisions = useQuery({ queryKey: adminRevisionsKey(docKey), queryFn: ({ signal }) => fetchRevisions(docKey, signal) });
  return (
    <section className="content-pages-history" aria-labelledby={`history-${docKey}`}>
      <h2 id={`history-${docKey}`}>{t('contentPages.admin.history.title')}</h2>
      <p className="field-hint">{t('contentPages.admin.history.lead')}</p>
      {revisions.data?.length === 0 && <p>{t('contentPages.admin.history.empty')}</p>}
      {revisions.data && revisions.data.length > 0 && (
        <div className="admin-content-scroll">
          <table className="admin-content-table">
            <thead>
              <tr><th scope="col">{t('contentPages.admin.history.savedAt')}</th><th scope="col">{t('contentPages.admin.history.savedBy')}</th><th scope="col"><span className="visually-hidden">{t('contentPages.admin.history.restore')}</span></th></tr>
            </thead>
            <tbody>
              {revisions.data.map((r, index) => {
                const time = when(r.savedAt, locale);
                return (
                  <tr key={r.id}>
                    <td>{time} (UTC+3){index === 0 && <span className="admin-content-status is-published">{t('contentPages.admin.history.current')}</span>}</td>
                    <td>{r.savedBy ?? t('contentPages.admin.history.original')}</td>
                    <td className="admin-content-row-actions">
                      {index > 0 && <button type="button" className="button button-small" onClick={() => onRestore(r.id, time)}>{t('contentPages.admin.history.restore')}</button>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
