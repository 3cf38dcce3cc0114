// The about page: its lead and its sections (link name, title and text in both languages), added, removed
// (after a confirmation) and reordered. The report list, the workshops link and the disclaimer are the app's.
import type { AboutSection } from '../../../engine/content-pages/contentDocuments';
import { useTranslation } from '../../i18n/useTranslation';
import { AnchorField } from './AnchorField';
import { EntryHeader, HtmlPair, moved, PlainPair } from './ContentFields';
import type { EditorProps } from './editorProps';

export function AboutEditor({ draft, onChange, confirmRemove }: EditorProps<'about'>) {
  const { t } = useTranslation();
  const setSection = (index: number, section: AboutSection) => onChange({ ...draft, sections: draft.sections.map((old, i) => (i === index ? section : old)) });
  const add = () => {
    const number = draft.sections.length + 1;
    onChange({ ...draft, sections: [...draft.sections, { id: t('contentPages.admin.about.newId', { number }), title: { tr: '', en: '' }, body: { tr: '', en: '' } }] });
  };
  return (
    <>
      <p className="field-hint">{t('contentPages.admin.about.fixedNote')}</p>
      <PlainPair
        pointer="lead" max={600} multiline value={draft.lead} onChange={(lead) => onChange({ ...draft, lead })}
        labels={{ tr: t('contentPages.admin.about.leadTr'), en: t('contentPages.admin.about.leadEn') }}
      />
      <section className="content-pages-list" aria-label={t('contentPages.admin.about.sections')}>
        {draft.sections.map((section, index) => {
          const at = `sections[${index}]`;
          const title = t('contentPages.admin.about.section', { number: index + 1 });
          return (
            <article key={index} className="content-pages-entry">
              <EntryHeader
                title={title} index={index} count={draft.sections.length}
                onMove={(to) => onChange({ ...draft, sections: moved(draft.sections, index, to) })}
                onRemove={() => confirmRemove(section.title.tr || title, () => onChange({ ...draft, sections: draft.sections.filter((_, i) => i !== index) }))}
              />
              <AnchorField pointer={`${at}.id`} label={t('contentPages.admin.about.id')} value={section.id} onChange={(id) => setSection(index, { ...section, id })} />
              <PlainPair
                pointer={`${at}.title`} max={200} value={section.title} onChange={(value) => setSection(index, { ...section, title: value })}
                labels={{ tr: t('contentPages.admin.about.titleTr'), en: t('contentPages.admin.about.titleEn') }}
              />
              <HtmlPair
                pointer={`${at}.body`} value={section.body} onChange={(body) => setSection(index, { ...section, body })}
                labels={{ tr: t('contentPages.admin.about.bodyTr'), en: t('contentPages.admin.about.bodyEn') }}
              />
            </article>
          );
        })}
        <button type="button" className="button" onClick={add}>{t('contentPages.admin.about.add')}</button>
      </section>
    </>
  );
}
