// One language of an announcement's body: a text field of allowed markup with a toolbar that writes it (headings,
// bold, italic, links, lists, images from the media library), beside the live preview of what readers will see,
// drawn by the readers' own component (src/web/announcements/AnnouncementText.tsx).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { AnnouncementText } from '../../announcements/AnnouncementText';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchMedia, mediaKey } from '../media/mediaApi';
import { applyFormat, insertImage, type FormatCommand, type TextEdit } from './formatting';

const COMMANDS: readonly FormatCommand[] = ['paragraph', 'h2', 'h3', 'h4', 'bold', 'italic', 'link', 'bulleted', 'numbered'];
const SHORT: Record<FormatCommand, ReactNode> = {
  paragraph: '¶', h2: 'H2', h3: 'H3', h4: 'H4', bold: <strong>B</strong>, italic: <em>I</em>, link: <u>URL</u>, bulleted: '•', numbered: '1.',
};

interface Props {
  id: string;
  label: string;
  language: string;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
  invalid: boolean;
}

export function FormattedBodyField({ id, label, language, value, onChange, error, invalid }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const [image, setImage] = useState('');
  const media = useQuery({ queryKey: mediaKey('', 1, 100), queryFn: ({ signal }) => fetchMedia({ search: '', page: 1, pageSize: 100 }, signal), enabled: picking });

  const apply = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const field = area.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    const next = edit(value, start, end);
    onChange(next.text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const chosen = media.data?.items.find((m) => String(m.id) === image);
  return (
    <div className="admin-content-body">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="admin-content-toolbar" role="toolbar" aria-label={`${t('adminContent.toolbar.label')}: ${label}`} aria-controls={id}>
          {COMMANDS.map((command) => (
            <button
              key={command} type="button" className="button button-small" title={t(`adminContent.toolbar.${command}`)} aria-label={t(`adminContent.toolbar.${command}`)}
              onClick={() => apply((text, start, end) => applyFormat(text, start, end, command, t(`adminContent.toolbar.${command}`)))}
            >{SHORT[command]}</button>
          ))}
          <button type="button" className="button button-small" aria-expanded={picking} onClick={() => setPicking((p) => !p)}>{t('adminContent.toolbar.image')}</button>
        </div>
        {picking && (
          <div className="admin-content-image-pick">
            {media.data && media.data.items.length === 0 && <p className="muted">{t('adminContent.toolbar.imageNone')}</p>}
            {media.data && media.data.items.length > 0 && (
              <>
                <label htmlFor={`${id}-image`} className="visually-hidden">{t('adminContent.toolbar.imagePick')}</label>
                <select id={`${id}-image`} value={image} onChange={(e) => setImage(e.target.value)}>
                  <option value="">{t('adminContent.toolbar.imagePick')}</option>
                  {media.data.items.map((m) => <option key={m.id} value={m.id}>{m.fileName}</option>)}
                </select>
                <button
                  type="button" className="button button-small" disabled={!chosen}
                  onClick={() => { if (chosen) { apply((text, start, end) => insertImage(text, start, end, chosen.url, chosen.fileName.replace(/\.[^.]*$/, ''))); setPicking(false); setImage(''); } }}
                >{t('adminContent.toolbar.image')}</button>
              </>
            )}
          </div>
        )}
        <textarea
          id={id} ref={area} rows={10} value={value} spellCheck lang={language === 'tr' ? 'tr' : 'en'}
          aria-invalid={invalid || undefined} aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="field-hint" id={`${id}-hint`}>{t('adminContent.toolbar.hint')}</span>
        {error}
      </div>
      <section className="admin-content-preview" aria-label={t('adminContent.announcements.previewOf', { language: t(`adminContent.announcements.${language === 'tr' ? 'turkish' : 'english'}`) })}>
        <h4>{t('adminContent.announcements.preview')}</h4>
        <div className="announcement-card" lang={language}>
          <AnnouncementText text={value} />
        </div>
      </section>
    </div>
  );
}
