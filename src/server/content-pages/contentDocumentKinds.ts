// One entry per content document: how a body sent by an administrator is checked whole into the stored shape.
// A registry keyed by the document's key, so a new document is one entry here, one seed and one tab.
import type { ContentDocuments, ContentKey } from '../../engine/content-pages/contentDocuments';
import type { Locale } from '../../engine/locale/locale';
import type { ApiErrorItem } from '../errors/apiError';
import { ContentChecker } from './contentChecker';

/** What a check may consult: the report ids that exist (decision items must name one). */
export interface CheckContext { reportExists: (id: string) => boolean }

export type Checked<K extends ContentKey> = { ok: true; document: ContentDocuments[K] } | { ok: false; errors: ApiErrorItem[] };

/** Limits of every field, by role (characters; HTML counted as sent). */
export const CONTENT_LIMITS = {
  question: 300, answer: 8000, faqItems: 100,
  lead: 600, sectionTitle: 200, sectionBody: 8000, sections: 20,
  intro: 8000, label: 200, note: 500, decisionItems: 200,
  disclaimer: 4000, description: 300, keywords: 500,
} as const;
const L = CONTENT_LIMITS;

type Builder<K extends ContentKey> = (c: ContentChecker, body: unknown, context: CheckContext) => ContentDocuments[K];

const builders: { [K in ContentKey]: Builder<K> } = {
  faq: (c, body) => {
    const root = c.object(body, '', ['items']);
    const seen = new Set<string>();
    return {
      items: c.list(root?.items, 'items', 1, L.faqItems).map((raw, i) => {
        const at = `items[${i}]`;
        const item = c.object(raw, at, ['id', 'question', 'answer']);
        return { id: c.anchor(item?.id, `${at}.id`, seen), question: c.plainBoth(item?.question, `${at}.question`, L.question), answer: c.htmlBoth(item?.answer, `${at}.answer`, L.answer) };
      }),
    };
  },
  about: (c, body) => {
    const root = c.object(body, '', ['lead', 'sections']);
    const seen = new Set<string>();
    return {
      lead: c.plainBoth(root?.lead, 'lead', L.lead),
      sections: c.list(root?.sections, 'sections', 0, L.sections).map((raw, i) => {
        const at = `sections[${i}]`;
        const section = c.object(raw, at, ['id', 'title', 'body']);
        return { id: c.anchor(section?.id, `${at}.id`, seen), title: c.plainBoth(section?.title, `${at}.title`, L.sectionTitle), body: c.htmlBoth(section?.body, `${at}.body`, L.sectionBody) };
      }),
    };
  },
  'regulator-decision': (c, body, context) => {
    const root = c.object(body, '', ['intro', 'items']);
    return {
      intro: c.htmlBoth(root?.intro, 'intro', L.intro),
      items: c.list(root?.items, 'items', 1, L.decisionItems).map((raw, i) => {
        const at = `items[${i}]`;
        const item = c.object(raw, at, ['reportId', 'label', 'note']);
        const reportId = typeof item?.reportId === 'string' ? item.reportId : '';
        if (!context.reportExists(reportId)) c.fail(`${at}.reportId`, { tr: 'bu numarayla bir rapor yok.', en: 'there is no report with this id.' });
        return { reportId, label: c.plainBoth(item?.label, `${at}.label`, L.label), note: c.plainBoth(item?.note, `${at}.note`, L.note) };
      }),
    };
  },
  disclaimer: (c, body) => {
    const root = c.object(body, '', ['text']);
    return { text: c.htmlBoth(root?.text, 'text', L.disclaimer) };
  },
  meta: (c, body) => {
    const root = c.object(body, '', ['description', 'keywords']);
    return { description: c.plainBoth(root?.description, 'description', L.description), keywords: c.plainBoth(root?.keywords, 'keywords', L.keywords) };
  },
};

export function checkContentDocument<K extends ContentKey>(key: K, body: unknown, locale: Locale, context: CheckContext): Checked<K> {
  const checker = new ContentChecker(locale);
  const document = (builders[key] as Builder<K>)(checker, body, context);
  return checker.errors.length > 0 ? { ok: false, errors: checker.errors } : { ok: true, document };
}
