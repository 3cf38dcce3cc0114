// The platform's own content documents (FAQ, about, the regulator's decision list, the disclaimer, the default
// meta description), as the server stores them and both sides read them. Shapes only: the texts live in the
// server's store (src/server/content-pages), seeded from src/server/content-pages/contentSeed.ts.

/** One text in both languages; both are required. */
export interface Bilingual { tr: string; en: string }

/** One question and its answer; `id` is the item's anchor on the FAQ page (`#<id>`). The answer is allowed HTML. */
export interface FaqItem { id: string; question: Bilingual; answer: Bilingual }
export interface FaqDocument { items: FaqItem[] }

/** A titled part of the about page; the body is allowed HTML. */
export interface AboutSection { id: string; title: Bilingual; body: Bilingual }
export interface AboutDocument { lead: Bilingual; sections: AboutSection[] }

/** One published-data item the regulator's decision requires, linked to the report that publishes it. */
export interface DecisionItem { reportId: string; label: Bilingual; note: Bilingual }
/** The intro is allowed HTML. */
export interface RegulatorDecisionDocument { intro: Bilingual; items: DecisionItem[] }

/** Allowed HTML. */
export interface DisclaimerDocument { text: Bilingual }

/** Plain text, for the page's meta description and keywords. */
export interface MetaDocument { description: Bilingual; keywords: Bilingual }

export interface ContentDocuments {
  faq: FaqDocument;
  about: AboutDocument;
  'regulator-decision': RegulatorDecisionDocument;
  disclaimer: DisclaimerDocument;
  meta: MetaDocument;
}

export type ContentKey = keyof ContentDocuments;

export const CONTENT_KEYS: readonly ContentKey[] = ['faq', 'about', 'regulator-decision', 'disclaimer', 'meta'];

export function isContentKey(key: string): key is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(key);
}

/** A report a decision item links to, resolved from the descriptors when the document is read. */
export interface LinkedReport { pageId: number; title: Bilingual }

/** The public answer of `GET /app-api/content/{key}`. */
export interface ContentAnswer<K extends ContentKey = ContentKey> {
  key: K;
  document: ContentDocuments[K];
  /** Istanbul time of the last change, or null while the seeded text is unchanged. */
  updatedAt: string | null;
  /** The regulator decision's reports by id (only for that document). */
  reports?: Record<string, LinkedReport>;
}

/** One saved version in a document's history. */
export interface ContentRevision<K extends ContentKey = ContentKey> {
  id: number;
  savedAt: string;
  /** The administrator's e-mail, or null for the seeded text. */
  savedBy: string | null;
  document: ContentDocuments[K];
}
