// Screen 8: the data-range limit of every report page (unit and value, or none of the administrator's).
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PAGE_DATA_CALLS, type LimitRow, type RangeType } from './pageDataApi';
import { checkLimit, RANGE_MAX, type LimitDraft } from './pageDataEdits';
import { fieldProps, PageDataTable, type EditorProps } from './PageDataTable';

const TYPES: readonly RangeType[] = ['GUN', 'AY', 'YIL'];

function useLimitText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (type: RangeType | null, value: number | null) => (type === null || value === null
    ? t('adminPages.limits.noRange')
    : t(`adminPages.limits.span${type}`, { count: value, formatted: value.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB') }));
}

function LimitEditor({ draft, setDraft, errors, idPrefix, message }: EditorProps<LimitRow, LimitDraft>) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="admin-page-data-choice">
        <legend>{t('adminPages.limits.mode')}</legend>
        <label><input type="radio" name={`${idPrefix}-mode`} checked={draft.mode === 'none'} onChange={() => setDraft({ ...draft, mode: 'none' })} /> {t('adminPages.limits.none')}</label>
        <label><input type="radio" name={`${idPrefix}-mode`} checked={draft.mode === 'custom'} onChange={() => setDraft({ ...draft, mode: 'custom' })} /> {t('adminPages.limits.custom')}</label>
      </fieldset>
      {draft.mode === 'custom' && (
        <div className="admin-page-data-fields">
          <div className="field">
            <label htmlFor={`${idPrefix}-value`}>{t('adminPages.limits.value')}</label>
            <input {...fieldProps(idPrefix, 'value', errors)} inputMode="numeric" autoFocus value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
            {message('value')}
          </div>
          <div className="field">
            <label htmlFor={`${idPrefix}-unit`}>{t('adminPages.limits.unit')}</label>
            <select id={`${idPrefix}-unit`} value={draft.rangeType} onChange={(e) => setDraft({ ...draft, rangeType: e.target.value as RangeType })}>
              {TYPES.map((type) => <option key={type} value={type}>{t(`adminPages.limits.unit${type}`)} (≤ {RANGE_MAX[type]})</option>)}
            </select>
          </div>
        </div>
      )}
    </>
  );
}

export function DataRangeLimitsScreen() {
  const limitText = useLimitText();
  return (
    <PageDataTable<LimitRow, LimitDraft>
      kind="limits"
      calls={PAGE_DATA_CALLS.limits}
      current={(row) => limitText(row.rangeType, row.rangeMaxValue)}
      fallback={(row) => limitText(row.defaultRangeType, row.defaultRangeMaxValue)}
      draftOf={(row) => (row.changedByAdmin && row.rangeType
        ? { mode: 'custom', rangeType: row.rangeType, value: String(row.rangeMaxValue ?? '') }
        : { mode: 'none', rangeType: row.defaultRangeType ?? 'GUN', value: String(row.defaultRangeMaxValue ?? '') })}
      check={checkLimit}
      Editor={LimitEditor}
      editable={(row) => row.hasDateRange}
    />
  );
}
