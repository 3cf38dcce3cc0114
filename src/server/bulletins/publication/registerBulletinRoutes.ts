// The public bulletin addresses (no sign-in), shapes in src/server/API.md:
//   GET /bulletins/{market}/{period}/{key}       the bulletin as an HTML page (no script runs in it)
//   GET /bulletins/{market}/{period}/{key}.pdf   the same as a PDF file
//   GET /bulletins/{market}/{period}             the published periods, newest first, a page at a time
// `lang=tr|en` or Accept-Language picks the language (Turkish by default). A malformed or impossible key is a
// 400; a period not final yet (or before the data) a 404 "not published"; both in the error envelope. Both
// routes with parameters take every path of their depth under /bulletins/, so the app shell never answers one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { requestLocale } from '../../http/requestLocale';
import type { Store } from '../../store/store';
import { BULLETIN_MARKETS, BULLETIN_PERIODS, type BulletinLanguage, type BulletinMarket, type BulletinPeriod, type RenderBulletin } from '../bulletinKinds';
import { createBulletinPublisher, type BulletinPublisher } from './bulletinPublisher';
import { createBulletinScheduler } from './bulletinScheduler';
import { bulletinText, pdfFileName } from './bulletinText';
import { bulletinTitle } from '../content/bulletinTitle';
import { isPublished, publishedPeriods, type StoredRange } from './finalPeriods';
import { parsePeriodKey } from '../periodKey';
import { LaneFull } from './renderLane';
import { RenderPoolBusy } from '../../exports/renderPool';

export const BULLETIN_PREFIX = '/bulletins/';
const PAGE_SIZE_DEFAULT = 30;
const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 100_000;

/**
 * The bulletin page may show itself in the platform's own frame, and nothing in it runs: no script, no form, no
 * request to anywhere; only its inline styles and inline (data:) images.
 */
export const BULLETIN_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";
/** A published bulletin changes only when its period's data is revised: kept an hour, then checked by its ETag. */
const CACHE_CONTROL = 'public, max-age=3600';

export interface BulletinOptions {
  store: Store;
  now: () => Date;
  range: StoredRange;
  render: RenderBulletin;
  env?: NodeJS.ProcessEnv;
}

interface SeriesParams { market: string; period: string }
interface DocumentParams extends SeriesParams { key: string }
interface BulletinQuery { lang?: unknown; page?: unknown; pageSize?: unknown }

const publishers = new WeakMap<FastifyInstance, BulletinPublisher>();

/** The app's publisher, for tests that publish without waiting for the timer. */
export function bulletinPublisherOf(app: FastifyInstance): BulletinPublisher {
  const publisher = publishers.get(app);
  if (!publisher) throw new Error('no bulletin publisher registered on this app');
  return publisher;
}

export function registerBulletins(app: FastifyInstance, options: BulletinOptions): void {
  const publisher = createBulletinPublisher(options);
  publishers.set(app, publisher);
  const scheduler = createBulletinScheduler(publisher, (error) => app.log.error({ err: error }, 'bulletins could not be published'));
  if (schedulerWanted(options.env ?? process.env)) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  app.get<{ Params: DocumentParams; Querystring: BulletinQuery }>('/bulletins/:market/:period/:key', async (request, reply) => {
    if (request.params.key === '') return reply.callNotFound();
    const language = languageOf(request);
    const { market, period } = seriesOf(request.params, language);
    const pdf = request.params.key.endsWith('.pdf');
    const key = pdf ? request.params.key.slice(0, -4) : request.params.key;
    const span = parsePeriodKey(period, key);
    if (!span) throw new ApiError(400, [{ errorCode: 'INVALID_PERIOD_KEY', errorMessage: bulletinText[language].badKey(period, key) }]);
    if (!isPublished(span, options.now(), options.range)) throw new ApiError(404, [{ errorCode: 'BULLETIN_NOT_PUBLISHED', errorMessage: bulletinText[language].notPublished }]);
    const bulletin = await publisher.document({ market, period, periodKey: key, language }, span, pdf ? 'pdf' : 'html').catch((error: unknown) => {
      // Too many bulletins waiting here, or the render workers (shared with exports) full for too long.
      if (error instanceof LaneFull || error instanceof RenderPoolBusy) {
        if (error instanceof RenderPoolBusy) reply.header('retry-after', String(error.retryAfterSeconds));
        throw new ApiError(503, [{ errorCode: 'BULLETIN_BUSY', errorMessage: bulletinText[language].busy }]);
      }
      throw error;
    });
    const etag = `"b${bulletin.dataRevision}-${bulletin.generatedAt}-${language}${pdf ? '-pdf' : ''}"`;
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language').header('content-language', language);
    if (notModified(request, etag)) return reply.code(304).send();
    if (pdf) {
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(market, period, key, language)}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bulletin.body);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', BULLETIN_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(bulletin.body);
  });

  app.get<{ Params: SeriesParams; Querystring: BulletinQuery }>('/bulletins/:market/:period', async (request, reply) => {
    // A page address with a trailing slash (/bulletins/electricity-bulletins/) is the app's, which makes it canonical.
    if (request.params.period === '') return reply.callNotFound();
    const language = languageOf(request);
    const { market, period } = seriesOf(request.params, language);
    const page = wholeNumber(request.query.page, 1, PAGE_MAX, 'page', language);
    const pageSize = wholeNumber(request.query.pageSize, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, 'pageSize', language);
    const listed = publishedPeriods(period, options.now(), options.range, { offset: (page - 1) * pageSize, limit: pageSize });
    reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
    return {
      market, period, language, page, pageSize, total: listed.total,
      first: listed.first?.key ?? null,
      latest: listed.latest?.key ?? null,
      items: listed.items.map((span) => ({
        key: span.key,
        title: bulletinTitle({ market, period, periodKey: span.key, language }),
        html: `${BULLETIN_PREFIX}${market}/${period}/${span.key}?lang=${language}`,
        pdf: `${BULLETIN_PREFIX}${market}/${period}/${span.key}.pdf?lang=${language}`,
      })),
    };
  });
}

/** BULLETIN_SCHEDULER=off stops the background passes (the test runner sets it: vitest.config.ts); on by default. */
export function schedulerWanted(env: NodeJS.ProcessEnv): boolean {
  return env.BULLETIN_SCHEDULER !== 'off';
}

function languageOf(request: FastifyRequest<{ Querystring: BulletinQuery }>): BulletinLanguage {
  const asked = request.query.lang;
  if (asked === undefined) return requestLocale(request);
  if (asked === 'tr' || asked === 'en') return asked;
  throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: bulletinText[requestLocale(request)].badLanguage }]);
}

function seriesOf(params: SeriesParams, language: BulletinLanguage): { market: BulletinMarket; period: BulletinPeriod } {
  const market = BULLETIN_MARKETS.find((m) => m === params.market);
  const period = BULLETIN_PERIODS.find((p) => p === params.period);
  if (!market || !period) throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: bulletinText[language].noSeries }]);
  return { market, period };
}

function wholeNumber(raw: unknown, fallback: number, max: number, name: string, language: BulletinLanguage): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: bulletinText[language].badNumber(name, max) }]);
  }
  return Number(raw);
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}
