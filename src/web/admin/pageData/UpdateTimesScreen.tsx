// Screen 10: the "last updated" time of every report page: the administrator's, or the publication schedule's.
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PAGE_DATA_CALLS, type UpdateTimeRow } from './pageDataApi';
import { checkUpdateTime, toLocalInput, type UpdateTimeDraft } from './pageDataEdits';
import { fieldProps, PageDataTable, type EditorProps } from './PageDataTable';

function UpdateTimeEditor({ row, draft, setDraft, errors, idPrefix, message }: EditorProps<UpdateTimeRow, UpdateTimeDraft>) {
  const { t } = useTranslation();
  return (
    <div className="admin-page-data-fields">
      <div className="field">
        <label htmlFor={`${idPrefix}-local`}>{t('adminPages.updateTimes.field')}</label>
        <input {...fieldProps(idPrefix, 'local', errors)} type="datetime-local" step={60} autoFocus value={draft.local} onChange={(e) => setDraft({ local: e.target.value })} />
        {message('local')}
      </div>
      <button type="button" className="button button-quiet" onClick={() => setDraft({ local: '' })} disabled={draft.local === '' && !row.changedByAdmin}>
        {t('adminPages.updateTimes.automatic')}
      </button>
    </div>
  );
}

export function UpdateTimesScreen() {
  const locale = useLocale();
  return (
    <PageDataTable<UpdateTimeRow, UpdateTimeDraft>
      kind="updateTimes"
      calls={PAGE_DATA_CALLS.updateTimes}
      current={(row) => <time dateTime={row.updateTime}>{formatDateTime(row.updateTime, locale)}</time>}
      fallback={(row) => <time dateTime={row.automaticUpdateTime}>{formatDateTime(row.automaticUpdateTime, locale)}</time>}
      draftOf={(row) => ({ local: row.changedByAdmin ? toLocalInput(row.updateTime) : '' })}
      check={checkUpdateTime}
      Editor={UpdateTimeEditor}
    />
  );
}
