// The FAQ's questions: each with its link name (the page's anchor), question and answer in both languages;
// added, removed (after a confirmation) and reordered.
import type { FaqItem } from '../../../engine/content-pages/contentDocuments';
import { useTranslation } from '../../i18n/useTranslation';
import { EntryHeader, HtmlPair, moved, PlainPair } from './ContentFields';
import type { EditorProps } from './editorProps';
import { AnchorField } from './AnchorField';

export function FaqEditor({ draft, onChange, confirmRemove }: EditorProps<'faq'>) {
  const { t } = useTranslation();
  const set = (index: number, item: FaqItem) => onChange({ items: draft.items.map((old, i) => (i === index ? item : old)) });
  const add = () => {
    const number = draft.items.length + 1;
    onChange({ items: [...draft.items, { id: t('contentPages.admin.faq.newId', { number }), question: { tr: '', en: '' }, answer: { tr: '', en: '' } }] });
  };
  return (
    <section className="content-pages-list" aria-label={t('contentPages.admin.faq.items')}>
      {draft.items.map((item, index) => {
        const at = `items[${index}]`;
        const title = t('contentPages.admin.faq.item', { number: index + 1 });
        return (
          <article key={index} className="content-pages-entry">
            <EntryHeader
              title={title} index={index} count={draft.items.length}
              onMove={(to) => onChange({ items: moved(draft.items, index, to) })}
              onRemove={() => confirmRemove(item.question.tr || title, () => onChange({ items: draft.items.filter((_, i) => i !== index) }))}
            />
            <AnchorField pointer={`${at}.id`} label={t('contentPages.admin.faq.id')} value={item.id} onChange={(id) => set(index, { ...item, id })} />
            <PlainPair
              pointer={`${at}.question`} max={300} value={item.question} onChange={(question) => set(index, { ...item, question })}
              labels={{ tr: t('contentPages.admin.faq.questionTr'), en: t('contentPages.admin.faq.questionEn') }}
            />
            <HtmlPair
              pointer={`${at}.answer`} value={item.answer} onChange={(answer) => set(index, { ...item, answer })}
              labels={{ tr: t('contentPages.admin.faq.answerTr'), en: t('contentPages.admin.faq.answerEn') }}
            />
          </article>
        );
      })}
      <button type="button" className="button" onClick={add}>{t('contentPages.admin.faq.add')}</button>
    </section>
  );
}
