// The regulator decision's page: its introduction and the published-data items, each linked to a report chosen
// from the platform's report list, with a name and a note in both languages; added, removed and reordered.
import { useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import type { DecisionItem } from '../../../engine/content-pages/contentDocuments';
import { reportListQuery } from '../../api/appApi';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { EntryHeader, FieldContext, HtmlPair, moved, PlainPair } from './ContentFields';
import type { EditorProps } from './editorProps';

function ReportPicker({ pointer, value, onChange }: { pointer: string; value: string; onChange: (reportId: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { idOf, errorOf } = useContext(FieldContext);
  const reports = useQuery(reportListQuery());
  const options = useMemo(
    () => [...(reports.data ?? [])].sort((a, b) => a.title[locale].localeCompare(b.title[locale], locale)),
    [reports.data, locale],
  );
  const id = idOf(pointer);
  const error = errorOf(pointer);
  return (
    <div className="field">
      <label htmlFor={id}>{t('contentPages.admin.decision.report')}</label>
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('contentPages.admin.decision.reportPick')}</option>
        {options.map((r) => <option key={r.id} value={r.id}>{r.title[locale]} ({r.id})</option>)}
      </select>
      {error && <span className="field-error" id={`${id}-error`} role="alert">{error}</span>}
    </div>
  );
}

export function DecisionEditor({ draft, onChange, confirmRemove }: EditorProps<'regulator-decision'>) {
  const { t } = useTranslation();
  const setItem = (index: number, item: DecisionItem) => onChange({ ...draft, items: draft.items.map((old, i) => (i === index ? item : old)) });
  const add = () => onChange({ ...draft, items: [...draft.items, { reportId: '', label: { tr: '', en: '' }, note: { tr: '', en: '' } }] });
  return (
    <>
      <HtmlPair
        pointer="intro" value={draft.intro} onChange={(intro) => onChange({ ...draft, intro })}
        labels={{ tr: t('contentPages.admin.decision.introTr'), en: t('contentPages.admin.decision.introEn') }}
      />
      <section className="content-pages-list" aria-label={t('contentPages.admin.decision.items')}>
        <h3>{t('contentPages.admin.decision.items')}</h3>
        {draft.items.map((item, index) => {
          const at = `items[${index}]`;
          const title = t('contentPages.admin.decision.item', { number: index + 1 });
          return (
            <article key={index} className="content-pages-entry">
              <EntryHeader
                title={title} index={index} count={draft.items.length}
                onMove={(to) => onChange({ ...draft, items: moved(draft.items, index, to) })}
                onRemove={() => confirmRemove(item.label.tr || title, () => onChange({ ...draft, items: draft.items.filter((_, i) => i !== index) }))}
              />
              <ReportPicker pointer={`${at}.reportId`} value={item.reportId} onChange={(reportId) => setItem(index, { ...item, reportId })} />
              <PlainPair
                pointer={`${at}.label`} max={200} value={item.label} onChange={(label) => setItem(index, { ...item, label })}
                labels={{ tr: t('contentPages.admin.decision.labelTr'), en: t('contentPages.admin.decision.labelEn') }}
              />
              <PlainPair
                pointer={`${at}.note`} max={500} multiline value={item.note} onChange={(note) => setItem(index, { ...item, note })}
                labels={{ tr: t('contentPages.admin.decision.noteTr'), en: t('contentPages.admin.decision.noteEn') }}
              />
            </article>
          );
        })}
        <button type="button" className="button" onClick={add}>{t('contentPages.admin.decision.add')}</button>
      </section>
    </>
  );
}
