// Screen 9: the description at the top of every report page, in Turkish and English.
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PAGE_DATA_CALLS, type DescriptionRow } from './pageDataApi';
import { checkDescription, MAX_DESCRIPTION, type DescriptionDraft } from './pageDataEdits';
import { fieldProps, PageDataTable, type EditorProps } from './PageDataTable';

function DescriptionEditor({ row, draft, setDraft, errors, idPrefix, message }: EditorProps<DescriptionRow, DescriptionDraft>) {
  const { t } = useTranslation();
  return (
    <div className="admin-page-data-fields admin-page-data-texts">
      {(['tr', 'en'] as const).map((lang, index) => (
        <div className="field" key={lang}>
          <label htmlFor={`${idPrefix}-${lang}`}>{t(`adminPages.descriptions.${lang}`)}</label>
          <textarea
            {...fieldProps(idPrefix, lang, errors)} lang={lang} rows={4} maxLength={MAX_DESCRIPTION + 200} autoFocus={index === 0}
            value={draft[lang]} onChange={(e) => setDraft({ ...draft, [lang]: e.target.value })}
          />
          {message(lang)}
        </div>
      ))}
      {row.changedByAdmin && (
        <button type="button" className="button button-quiet" onClick={() => setDraft({ tr: row.defaultDescriptionTr, en: row.defaultDescriptionEn })}>
          {t('adminPages.descriptions.restore')}
        </button>
      )}
    </div>
  );
}

export function ReportDescriptionsScreen() {
  const locale = useLocale();
  return (
    <PageDataTable<DescriptionRow, DescriptionDraft>
      kind="descriptions"
      calls={PAGE_DATA_CALLS.descriptions}
      current={(row) => <span className="admin-page-data-text">{locale === 'tr' ? row.descriptionTr : row.descriptionEn}</span>}
      fallback={(row) => <span className="admin-page-data-text">{locale === 'tr' ? row.defaultDescriptionTr : row.defaultDescriptionEn}</span>}
      draftOf={(row) => ({ tr: row.descriptionTr, en: row.descriptionEn })}
      check={checkDescription}
      Editor={DescriptionEditor}
    />
  );
}
