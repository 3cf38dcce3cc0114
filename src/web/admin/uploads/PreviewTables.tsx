// The preview of an upload as tables: the row errors (row, column, what is wrong) when there are any, else the
// rows to add, the rows to change (the changed fields before and after, marked) and the rows to remove. Long
// lists show their first rows and say how many there are.
import { useTranslation } from '../../i18n/useTranslation';
import { columnTitle, formatCell, type CellWords } from './formatCell';
import type { CellValue, UploadColumn, UploadPreview } from './uploadsApi';

/** Rows shown per table; the counts above say how many there are in all. */
export const SHOWN_ROWS = 200;

interface Props { preview: UploadPreview; columns: readonly UploadColumn[]; keyColumns: readonly string[]; locale: 'tr' | 'en' }

export function PreviewTables({ preview, columns, keyColumns, locale }: Props) {
  const { t } = useTranslation();
  const words: CellWords = { yes: t('adminUploads.yes'), no: t('adminUploads.no'), empty: t('adminUploads.empty') };
  const cell = (column: UploadColumn, value: CellValue | undefined) => formatCell(column, value, locale, words);
  const more = (total: number) => (total > SHOWN_ROWS ? <p className="muted">{t('adminUploads.firstShown', { shown: SHOWN_ROWS, total })}</p> : null);

  if (preview.rowErrors.length > 0) {
    return (
      <div className="admin-uploads-errors" role="alert">
        <h3>{t('adminUploads.errorsTitle', { count: preview.rowErrors.length })}</h3>
        <p>{t('adminUploads.errorsLead')}</p>
        <div className="admin-uploads-scroll">
          <table className="admin-uploads-table">
            <thead><tr><th scope="col">{t('adminUploads.row')}</th><th scope="col">{t('adminUploads.column')}</th><th scope="col">{t('adminUploads.problem')}</th></tr></thead>
            <tbody>
              {preview.rowErrors.slice(0, SHOWN_ROWS).map((e, i) => (
                <tr key={i}>
                  <td data-label={t('adminUploads.row')}>{e.row}</td>
                  <td data-label={t('adminUploads.column')}>{(locale === 'tr' ? e.columnTr : e.columnEn) ?? t('adminUploads.wholeRow')}</td>
                  <td data-label={t('adminUploads.problem')}>{locale === 'tr' ? e.messageTr : e.messageEn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {more(preview.rowErrors.length)}
      </div>
    );
  }
  const { adds, changes, removes } = preview;
  if (adds.length + changes.length + removes.length === 0) return <p className="status">{t('adminUploads.nothingToDo')}</p>;
  const keyOf = (values: Record<string, CellValue>) => keyColumns.map((k) => cell(columns.find((c) => c.key === k)!, values[k])).join(' / ');

  const listTable = (rows: { row?: number; values: Record<string, CellValue> }[], withRow: boolean) => (
    <div className="admin-uploads-scroll">
      <table className="admin-uploads-table">
        <thead>
          <tr>
            {withRow && <th scope="col">{t('adminUploads.row')}</th>}
            {columns.map((c) => <th scope="col" key={c.key}>{columnTitle(c, locale)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN_ROWS).map((r, i) => (
            <tr key={i}>
              {withRow && <td data-label={t('adminUploads.row')}>{r.row}</td>}
              {columns.map((c) => <td key={c.key} data-label={columnTitle(c, locale)}>{cell(c, r.values[c.key])}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <>
      {adds.length > 0 && (
        <section className="admin-uploads-part admin-uploads-adds">
          <h3>{t('adminUploads.adds', { count: adds.length })}</h3>
          {listTable(adds, true)}
          {more(adds.length)}
        </section>
      )}
      {changes.length > 0 && (
        <section className="admin-uploads-part admin-uploads-changes">
          <h3>{t('adminUploads.changes', { count: changes.length })}</h3>
          <div className="admin-uploads-scroll">
            <table className="admin-uploads-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminUploads.row')}</th>
                  <th scope="col">{keyColumns.map((k) => columnTitle(columns.find((c) => c.key === k)!, locale)).join(' / ')}</th>
                  <th scope="col">{t('adminUploads.changedFields')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.slice(0, SHOWN_ROWS).map((change) => (
                  <tr key={change.row}>
                    <td data-label={t('adminUploads.row')}>{change.row}</td>
                    <td>{keyOf(change.after)}</td>
                    <td data-label={t('adminUploads.changedFields')}>
                      <dl className="admin-uploads-diff">
                        {change.changed.map((key) => {
                          const column = columns.find((c) => c.key === key)!;
                          return (
                            <div key={key}>
                              <dt>{columnTitle(column, locale)}</dt>
                              <dd>
                                <del aria-label={t('adminUploads.before')}>{cell(column, change.before[key])}</del>
                                <span aria-hidden="true"> → </span>
                                <ins aria-label={t('adminUploads.after')}>{cell(column, change.after[key])}</ins>
                              </dd>
                            </div>
                          );
                        })}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more(changes.length)}
        </section>
      )}
      {removes.length > 0 && (
        <section className="admin-uploads-part admin-uploads-removes">
          <h3>{t('adminUploads.removes', { count: removes.length })}</h3>
          {listTable(removes.map((values) => ({ values })), false)}
          {more(removes.length)}
        </section>
      )}
    </>
  );
}
