// Screen 9003: the revisions of published data, newest first: dataset, the period corrected, when, by whom (the
// publication system: revisions are made by the data feed, not from this screen), why and how many rows, with
// the changed values on demand. Filter by dataset and search; the list as shown downloads as CSV.
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { FieldDiffTable } from '../auditLog/FieldDiffTable';
import { toFieldDiff } from '../auditLog/toFieldDiff';
import { fetchRevisions, matchesRevision, revisionsCsv, saveRevisionsCsv, type Revision } from './revisionsApi';
import '../pageData/pageData.css';
import '../home/oversight.css';
import { LoadStatus } from '../LoadStatus';

export function RevisionsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const baseId = useId();
  const [dataset, setDataset] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const revisions = useQuery({ queryKey: ['admin', 'revisions'], queryFn: ({ signal }) => fetchRevisions(signal) });

  const all = revisions.data ?? [];
  const datasets = [...new Set(all.map((r) => r.dataset))].sort();
  const shown = all.filter((r) => matchesRevision(r, dataset, search));
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  const by = t('adminOversight.revisions.bySystem');

  const runExport = () => {
    const headers = ['#', ...['dataset', 'periodFrom', 'periodTo', 'revisedAt', 'by', 'reason', 'rows'].map((key) => t(`adminOversight.revisions.${key}`))];
    const name = saveRevisionsCsv(revisionsCsv(shown, headers, locale, by));
    showNotice({ kind: 'success', message: t('adminOversight.exported', { name }) });
  };

  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('adminOversight.revisions.title')} lead={t('adminOversight.revisions.lead')} />
      <div className="admin-oversight-filters">
        <div className="field">
          <label htmlFor={`${baseId}-dataset`}>{t('adminOversight.revisions.dataset')}</label>
          <select id={`${baseId}-dataset`} value={dataset} onChange={(e) => setDataset(e.target.value)}>
            <option value="">{t('adminOversight.revisions.allDatasets')}</option>
            {datasets.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${baseId}-search`}>{t('adminOversight.search')}</label>
          <input id={`${baseId}-search`} type="search" value={search} placeholder={t('adminOversight.revisions.searchHint')} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="button" className="button" disabled={shown.length === 0} onClick={runExport}>{t('adminOversight.revisions.export')}</button>
      </div>
      <LoadStatus query={revisions} />
      {revisions.data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminOversight.shown', { shown: shown.length, total: all.length })}</p>
          {shown.length === 0 && <p className="status">{t('adminOversight.noRows')}</p>}
          {shown.length > 0 && (
            <div className="admin-page-data-scroll">
              <table className="admin-page-data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminOversight.revisions.dataset')}</th>
                    <th scope="col">{t('adminOversight.revisions.period')}</th>
                    <th scope="col">{t('adminOversight.revisions.revisedAt')}</th>
                    <th scope="col">{t('adminOversight.revisions.by')}</th>
                    <th scope="col">{t('adminOversight.revisions.reason')}</th>
                    <th scope="col" className="admin-oversight-number">{t('adminOversight.revisions.rows')}</th>
                    <th scope="col"><span className="visually-hidden">{t('adminOversight.revisions.changes')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((r) => (
                    <Fragment key={r.id}>
                      <tr className={open === r.id ? 'is-editing' : undefined}>
                        <td data-label={t('adminOversight.revisions.dataset')}><code>{r.dataset}</code></td>
                        <td data-label={t('adminOversight.revisions.period')}>{time(r.tsFrom)}{r.tsTo !== r.tsFrom && <> – {time(r.tsTo)}</>}</td>
                        <td data-label={t('adminOversight.revisions.revisedAt')}>{time(r.revisedAt)}</td>
                        <td data-label={t('adminOversight.revisions.by')}>{by}</td>
                        <td data-label={t('adminOversight.revisions.reason')}>{r.reason}</td>
                        <td className="admin-oversight-number" data-label={t('adminOversight.revisions.rows')}>{formatNumber(r.newValues.length, locale, { decimals: 0 })}</td>
                        <td className="admin-page-data-edit-cell">
                          <button type="button" className="button button-small" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
                            {open === r.id ? t('adminOversight.revisions.hideChanges') : t('adminOversight.revisions.showChanges')}
                          </button>
                        </td>
                      </tr>
                      {open === r.id && (
                        <tr className="admin-page-data-editor-row">
                          <td colSpan={7}>
                            <FieldDiffTable diff={revisionDiff(r, locale)} label={t('adminOversight.revisions.changes')} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** Each revised row's changed fields, named by the row's time (and its other keys, when it has them). */
function revisionDiff(revision: Revision, locale: 'tr' | 'en') {
  return revision.newValues.flatMap((after, index) => {
    const before = revision.oldValues[index] ?? {};
    const name = typeof after.ts === 'string' ? formatDateTime(after.ts, locale) : String(index + 1);
    return toFieldDiff(before, after).map((line) => ({ ...line, path: `${name} · ${line.path}` }));
  });
}
