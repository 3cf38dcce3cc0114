// Whole-body checking of a content document: every field at fault is named (its pointer first, as
// `items[2].answer.en: …`, the way the announcement routes name theirs), in the reader's language, and nothing
// is written unless the whole body passes. Allowed-HTML fields are cleaned by the announcements' allow-list and
// must keep readable text; plain fields are trimmed text without control characters.
import type { Bilingual } from '../../engine/content-pages/contentDocuments';
import type { Locale } from '../../engine/locale/locale';
import type { ApiErrorItem } from '../errors/apiError';
import { sanitizeAnnouncementHtml } from '../announcements/sanitizeAnnouncementHtml';

type Message = Readonly<Record<Locale, string>>;

const MESSAGES = {
  object: { tr: 'bir nesne olmalı.', en: 'must be an object.' },
  list: { tr: 'bir liste olmalı.', en: 'must be a list.' },
  unknown: { tr: 'bu alan tanınmıyor.', en: 'this field is not known.' },
  text: { tr: 'metin olmalı.', en: 'must be text.' },
  required: { tr: 'boş olamaz; her iki dil de gerekli.', en: 'cannot be empty; both languages are required.' },
  control: { tr: 'denetim karakteri içeremez.', en: 'cannot hold control characters.' },
  empty: { tr: 'temizlendikten sonra okunabilir metin kalmadı.', en: 'has no readable text left once cleaned.' },
} as const satisfies Record<string, Message>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export class ContentChecker {
  readonly errors: ApiErrorItem[] = [];

  constructor(readonly locale: Locale) {}

  fail(pointer: string, message: Message): void {
    this.errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${pointer || 'body'}: ${message[this.locale]}` });
  }

  /** The object at `pointer` with exactly these fields (others are refused); undefined when it is not one. */
  object(value: unknown, pointer: string, fields: readonly string[]): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(pointer, MESSAGES.object);
      return undefined;
    }
    for (const key of Object.keys(value)) if (!fields.includes(key)) this.fail(pointer ? `${pointer}.${key}` : key, MESSAGES.unknown);
    return value as Record<string, unknown>;
  }

  /** A list of at most `max` entries (at least `min`). */
  list(value: unknown, pointer: string, min: number, max: number): unknown[] {
    if (!Array.isArray(value)) {
      this.fail(pointer, MESSAGES.list);
      return [];
    }
    if (value.length < min || value.length > max) {
      this.fail(pointer, { tr: `${min} ile ${max} arasında öge olmalı.`, en: `must hold between ${min} and ${max} entries.` });
    }
    return value.slice(0, max);
  }

  /** Plain text, trimmed, of 1..max characters. */
  plain(value: unknown, pointer: string, max: number): string {
    if (typeof value !== 'string') {
      this.fail(pointer, MESSAGES.text);
      return '';
    }
    const text = value.trim();
    if (text.length === 0) this.fail(pointer, MESSAGES.required);
    else if (text.length > max) this.fail(pointer, { tr: `en çok ${max} karakter olabilir.`, en: `can be at most ${max} characters long.` });
    else if (CONTROL.test(text)) this.fail(pointer, MESSAGES.control);
    return text;
  }

  /** Allowed HTML of at most max characters, as the allow-list keeps it, with readable text left. */
  html(value: unknown, pointer: string, max: number): string {
    if (typeof value !== 'string') {
      this.fail(pointer, MESSAGES.text);
      return '';
    }
    if (value.trim().length === 0) {
      this.fail(pointer, MESSAGES.required);
      return '';
    }
    if (value.length > max) {
      this.fail(pointer, { tr: `en çok ${max} karakter olabilir.`, en: `can be at most ${max} characters long.` });
      return '';
    }
    const clean = sanitizeAnnouncementHtml(value).trim();
    const readable = clean.replace(/<img\b[^>]*>/g, 'image').replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim();
    if (readable.length === 0) this.fail(pointer, MESSAGES.empty);
    return clean;
  }

  /** Both languages of a text: `{ tr, en }`, each checked by `one`. */
  bilingual(value: unknown, pointer: string, one: (text: unknown, pointer: string) => string): Bilingual {
    const both = this.object(value, pointer, ['tr', 'en']);
    return { tr: one(both?.tr, `${pointer}.tr`), en: one(both?.en, `${pointer}.en`) };
  }

  plainBoth(value: unknown, pointer: string, max: number): Bilingual {
    return this.bilingual(value, pointer, (text, at) => this.plain(text, at, max));
  }

  htmlBoth(value: unknown, pointer: string, max: number): Bilingual {
    return this.bilingual(value, pointer, (text, at) => this.html(text, at, max));
  }

  /** An anchor id: lower-case letters, digits and hyphens, unique among `seen`. */
  anchor(value: unknown, pointer: string, seen: Set<string>): string {
    const id = typeof value === 'string' ? value : '';
    if (!/^[a-z][a-z0-9-]{0,59}$/.test(id)) {
      this.fail(pointer, { tr: 'küçük harf ile başlayıp küçük harf, rakam ve tire içermeli (en çok 60 karakter).', en: 'must start with a lower-case letter and hold only lower-case letters, digits and hyphens (at most 60 characters).' });
    } else if (seen.has(id)) {
      this.fail(pointer, { tr: 'başka bir ögede de kullanılıyor; her öge kendi adını taşımalı.', en: 'is used by another entry; each entry needs its own.' });
    }
    seen.add(id);
    return id;
  }
}
