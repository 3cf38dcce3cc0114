// The disclaimer shown at the foot of every page and on the about page.
import { useTranslation } from '../../i18n/useTranslation';
import { HtmlPair } from './ContentFields';
import type { EditorProps } from './editorProps';

export function DisclaimerEditor({ draft, onChange }: EditorProps<'disclaimer'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="field-hint">{t('contentPages.admin.disclaimer.hint')}</p>
      <HtmlPair
        pointer="text" value={draft.text} onChange={(text) => onChange({ text })}
        labels={{ tr: t('contentPages.admin.disclaimer.textTr'), en: t('contentPages.admin.disclaimer.textEn') }}
      />
    </>
  );
}
