// What a bulletin is, shared by its content (content/: figures, template, charts, HTML and PDF) and its
// publication (publication/: which periods are final, the archive, the schedule, the routes).
import type { Store } from '../store/store';

export const BULLETIN_MARKETS = ['electricity', 'natural-gas'] as const;
export type BulletinMarket = (typeof BULLETIN_MARKETS)[number];

export const BULLETIN_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type BulletinPeriod = (typeof BULLETIN_PERIODS)[number];

export type BulletinLanguage = 'tr' | 'en';

export interface BulletinRequest {
  market: BulletinMarket;
  period: BulletinPeriod;
  /** The period's key: `YYYY-MM-DD` (daily), `YYYY-Www` (ISO week, weekly), `YYYY-MM` (monthly), `YYYY` (yearly). */
  periodKey: string;
  language: BulletinLanguage;
}

export interface RenderedBulletin {
  /** The bulletin's title in its language, e.g. "Daily electricity market bulletin, 23 November 2026". */
  title: string;
  /** A whole HTML document (inline styles, charts as inline SVG, no script, no external resource). */
  html: string;
  /** The same bulletin as a PDF file. */
  pdf: Buffer;
}

/** Renders one bulletin from the store's data; the caller has made sure the period is complete and final. */
export type RenderBulletin = (store: Store, request: BulletinRequest) => Promise<RenderedBulletin>;
