// The upload history of one list, newest first: when, who, the year of a yearly list, the file and the counts.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchUploadHistory, type UploadListId } from './uploadsApi';

/** `2024-08-20T14:30:05+03:00` → `20.08.2024 14:30` (Istanbul time, as the server gives it). */
const shownTime = (at: string) => `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)} ${at.slice(11, 16)}`;

export function UploadHistory({ list, perYear }: { list: UploadListId; perYear: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const history = useQuery({ queryKey: ['admin', 'upload-history', list], queryFn: ({ signal }) => fetchUploadHistory(list, signal) });
  const number = (n: number) => n.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB');
  const heads = [t('adminUploads.when'), t('adminUploads.who'), ...(perYear ? [t('adminUploads.year')] : []), t('adminUploads.fileName'),
    t('adminUploads.added'), t('adminUploads.changed'), t('adminUploads.removed'), t('adminUploads.rows')];
  return (
    <section className="admin-uploads-history" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminUploads.history')}</h2>
      {history.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {history.data?.length === 0 && <p className="status">{t('adminUploads.noHistory')}</p>}
      {history.data && history.data.length > 0 && (
        <div className="admin-uploads-scroll">
          <table className="admin-uploads-table">
            <thead><tr>{heads.map((h) => <th scope="col" key={h}>{h}</th>)}</tr></thead>
            <tbody>
              {history.data.map((e) => {
                const cells = [shownTime(e.at), e.email, ...(perYear ? [String(e.year ?? '')] : []), e.fileName, number(e.added), number(e.changed), number(e.removed), number(e.rows)];
                return <tr key={e.id}>{cells.map((c, i) => <td key={i} data-label={heads[i]}>{c}</td>)}</tr>;
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
