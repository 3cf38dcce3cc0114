// The default meta description and keywords (plain text), used by every page without its own and in the first HTML.
import { useTranslation } from '../../i18n/useTranslation';
import { PlainPair } from './ContentFields';
import type { EditorProps } from './editorProps';

export function MetaEditor({ draft, onChange }: EditorProps<'meta'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="field-hint">{t('contentPages.admin.meta.hint')}</p>
      <PlainPair
        pointer="description" max={300} multiline value={draft.description} onChange={(description) => onChange({ ...draft, description })}
        labels={{ tr: t('contentPages.admin.meta.descriptionTr'), en: t('contentPages.admin.meta.descriptionEn') }}
      />
      <PlainPair
        pointer="keywords" max={500} multiline value={draft.keywords} onChange={(keywords) => onChange({ ...draft, keywords })}
        labels={{ tr: t('contentPages.admin.meta.keywordsTr'), en: t('contentPages.admin.meta.keywordsEn') }}
      />
    </>
  );
}
