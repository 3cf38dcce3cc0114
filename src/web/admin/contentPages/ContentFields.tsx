// The fields every content editor is made of: a text in both languages side by side, an allowed-HTML text in
// both languages (the announcement editor's toolbar and live preview, reused), and the move/remove buttons of a
// list entry. Each field's id and its error beside it come from the field's pointer (the server's name for it).
import { createContext, useContext, type ReactNode } from 'react';
import type { Bilingual } from '../../../engine/content-pages/contentDocuments';
import { useTranslation } from '../../i18n/useTranslation';
import { FormattedBodyField } from '../announcements/FormattedBodyField';

export interface FieldAccess {
  idOf: (pointer: string) => string;
  errorOf: (pointer: string) => string | undefined;
}

export const FieldContext = createContext<FieldAccess>({ idOf: (p) => p, errorOf: () => undefined });

const LANGUAGES = ['tr', 'en'] as const;

function useField(pointer: string) {
  const { idOf, errorOf } = useContext(FieldContext);
  const id = idOf(pointer);
  const error = errorOf(pointer);
  const message: ReactNode = error ? <span className="field-error" id={`${id}-error`} role="alert">{error}</span> : null;
  return { id, error, message };
}

interface PairProps {
  pointer: string;
  labels: Bilingual;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
}

function PlainField({ pointer, label, lang, value, onChange, max, multiline }: { pointer: string; label: string; lang: 'tr' | 'en'; value: string; onChange: (v: string) => void; max: number; multiline: boolean }) {
  const { id, error, message } = useField(pointer);
  const shared = {
    id, lang, value, maxLength: max,
    'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline
        ? <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
        : <input {...shared} type="text" onChange={(e) => onChange(e.target.value)} />}
      {message}
    </div>
  );
}

/** Plain text in Turkish and English, side by side. */
export function PlainPair({ pointer, labels, value, onChange, max, multiline = false }: PairProps & { max: number; multiline?: boolean }) {
  return (
    <div className="content-pages-pair">
      {LANGUAGES.map((lang) => (
        <PlainField
          key={lang} pointer={`${pointer}.${lang}`} label={labels[lang]} lang={lang} value={value[lang]} max={max} multiline={multiline}
          onChange={(text) => onChange({ ...value, [lang]: text })}
        />
      ))}
    </div>
  );
}

function HtmlField({ pointer, label, lang, value, onChange }: { pointer: string; label: string; lang: 'tr' | 'en'; value: string; onChange: (v: string) => void }) {
  const { id, error, message } = useField(pointer);
  return <FormattedBodyField id={id} label={label} language={lang} value={value} onChange={onChange} error={message} invalid={Boolean(error)} />;
}

/** Allowed HTML in Turkish and English, each with the toolbar and its live preview. */
export function HtmlPair({ pointer, labels, value, onChange }: PairProps) {
  return (
    <div className="content-pages-html">
      {LANGUAGES.map((lang) => (
        <HtmlField key={lang} pointer={`${pointer}.${lang}`} label={labels[lang]} lang={lang} value={value[lang]} onChange={(text) => onChange({ ...value, [lang]: text })} />
      ))}
    </div>
  );
}

/** The heading of a list entry with its move and remove buttons. */
export function EntryHeader({ title, index, count, onMove, onRemove }: { title: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="content-pages-entry-head">
      <h3>{title}</h3>
      <div className="content-pages-entry-actions">
        <button type="button" className="button button-small" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`${t('contentPages.admin.list.up')}: ${title}`}>↑</button>
        <button type="button" className="button button-small" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`${t('contentPages.admin.list.down')}: ${title}`}>↓</button>
        <button type="button" className="button button-small" onClick={onRemove}>{t('contentPages.admin.list.remove')}<span className="visually-hidden">: {title}</span></button>
      </div>
    </div>
  );
}

/** A list with one entry moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
