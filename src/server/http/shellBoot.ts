// The app's first HTML with what the shell needs already in it: the answers of the boot calls
// (engine/app-api/bootCalls.ts: who is signed in, the menu, the report list, the server's dates and, on a report
// page, its descriptor and page settings) and the data call of the view its address names, as a JSON data block
// the app reads before its first render (it starts that call at once), and `modulepreload` links for the page's
// own code. Without them a cold report page asked five questions one after another before its data request
// could even start. The view's data is in the HTML too when its answer is small (a month of hourly prices, about
// 75 KB of JSON and 10 KB compressed): the rows then need no request at all. A bigger answer (a year of rows)
// would hold back the first paint, so it is only named, and the app starts that call at once. Until the app's code
// runs, the page shows its frame and, on a report page, the report's title and description (shellPrerender.ts).
//
// The answers come from the server's own routes (Fastify's inject, with the reader's cookie and language), so
// access control, page-settings overlays and every rule of those routes apply unchanged, and an answer the
// reader may not have (a member's page for a visitor) is simply left out: the app then asks, as before. The HTML
// holds the reader's own data, so it is `private, no-cache`, and it is compressed for a client that accepts it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { UserInfo } from '../../engine/app-api/appApiTypes';
import { BOOT_ELEMENT_ID, bootCalls, HOME_DASHBOARDS, type BootAnswer, type BootCall, type BootDocument } from '../../engine/app-api/bootCalls';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { firstOptionFilters } from '../../engine/filters/lookup/firstOptionFilters';
import type { MenuNode } from '../../engine/menu/menuNode';
import { fromViewSearchParams } from '../../engine/url/fromViewSearchParams';
import type { ContentAnswer } from '../../engine/content-pages/contentDocuments';
import type { Locale } from '../../engine/locale/locale';
import { compressors } from '../cache/compressors';
import { requestLocale } from './requestLocale';
import { negotiateEncoding } from '../cache/negotiateEncoding';
import { homePageTexts, prerenderedShell, reportPageTexts } from './shellPrerender';

export interface ShellRenderer {
  render(request: FastifyRequest): Promise<string>;
  /** Answers the request with the rendered shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The app chunks a page kind needs, by their source path under src/web (Vite's manifest keys): `first` are
 * preloaded at once (the rows need them), `later` only prefetched at low priority, so that the chart's code
 * does not compete with the rows' on a slow line but is at hand when the rows are on screen.
 */
const PAGE_CHUNKS = {
  report: {
    first: ['report/ReportRoute.tsx'],
    // The chart's panel and the ECharts parts of the line and column charts most report pages draw (a pie's or a
    // candle's parts are fetched when a page asks for them).
    later: ['report/chart/ChartPanel.tsx', ...['grid', 'tooltip', 'legend', 'dataZoom', 'line', 'bar', 'markArea'].map((part) => `chart/parts/${part}.ts`)],
  },
  home: { first: ['home/HomePage.tsx'], later: [] },
} as const;

/** The home page's address (web/router/resolveRoute.ts). */
const HOME_PATH = '/home';

/** The largest data answer (bytes of JSON) the first HTML carries; a bigger one is started by the app instead. */
export const INLINE_DATA_MAX_BYTES = 160 * 1024;

export interface ShellOptions { reports: readonly ReportDescriptor[]; now: () => Date }

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }

export function createShellRenderer(app: FastifyInstance, webDir: string, { reports: descriptors, now }: ShellOptions): ShellRenderer {
  const descriptorById = new Map(descriptors.map((d) => [d.id, d]));
  // Read again whenever the app is built anew (its chunk names change), so a running server never points at
  // chunks that are gone.
  let built = { at: Number.NaN, template: '', preloads: { report: '', home: '' } };
  const shellFiles = () => {
    const at = statSync(join(webDir, 'index.html')).mtimeMs;
    if (at !== built.at) {
      const manifest = readManifest(webDir);
      built = {
        at, template: readFileSync(join(webDir, 'index.html'), 'utf8'),
        preloads: { report: preloadLinks(manifest, PAGE_CHUNKS.report.first, PAGE_CHUNKS.report.later), home: preloadLinks(manifest, PAGE_CHUNKS.home.first, PAGE_CHUNKS.home.later) },
      };
    }
    return built;
  };

  async function answer(request: FastifyRequest, call: BootCall, maxBytes = Number.POSITIVE_INFINITY): Promise<BootAnswer | undefined> {
    const headers: Record<string, string> = {};
    for (const name of ['cookie', 'accept-language'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method: call.method, url: call.path, headers,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    if (response.statusCode !== 200 || response.rawPayload.byteLength > maxBytes) return undefined;
    const json = response.json() as Record<string, unknown>;
    return { key: call.key, data: call.pick ? json[call.pick] : json };
  }

  /** The data call of the view the address names, as the page will make it (not for a list that opens on its first option). */
  function viewData(request: FastifyRequest, reportId: string): BootCall | undefined {
    const descriptor = descriptorById.get(reportId);
    if (!descriptor || firstOptionFilters(descriptor).length > 0) return undefined;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return bootCalls.reportData(descriptor, fromViewSearchParams(descriptor, new URLSearchParams(search), now()).filters);
  }

  async function render(request: FastifyRequest): Promise<string> {
    const pathname = decodedPath(request.url);
    // The home page's live cards read public calls: their answers come along (in the request's language).
    const homeCards = pathname === HOME_PATH ? Promise.all(HOME_DASHBOARDS.map((name) => answer(request, bootCalls.dashboard(name, requestLocale(request))))).catch(() => []) : Promise.resolve([]);
    const first = await Promise.all([bootCalls.userInfo(), bootCalls.menuTree(), bootCalls.dateInit(), bootCalls.reportList(), bootCalls.meta(), bootCalls.contentMeta(), bootCalls.screenSettings(), bootCalls.myTerms(), bootCalls.alertFirings(), bootCalls.memberParameters(), bootCalls.disclaimer()].map((call) => answer(request, call)));
    const [user, menu, , reports] = first;
    const pageId = findPageId(menu?.data as MenuNode[] | undefined, pathname);
    const reportId = pageId === undefined ? undefined : (reports?.data as { id: string; pageId: number }[] | undefined)?.find((r) => r.pageId === pageId)?.id;
    // Data only for a reader who may read it (the page would otherwise show its sign-in offer, not ask).
    const info = user?.data as UserInfo | undefined;
    const reader = !!info && (!!info.name || info.publicData);
    const readsData = reader && !info.adminSession;
    const data = readsData && reportId !== undefined ? viewData(request, reportId) : undefined;
    const [page, dataAnswer] = reportId === undefined || pageId === undefined ? [[], undefined] : await Promise.all([
      Promise.all([answer(request, bootCalls.descriptor(reportId)), answer(request, bootCalls.pageSettings(pageId)), answer(request, bootCalls.pageUpdateDate(pageId))]),
      data ? answer(request, data, INLINE_DATA_MAX_BYTES) : undefined,
    ]);
    // A reader who may not open the page (no descriptor for them) gets neither its data nor its call.
    const pageData = page[0] ? { answer: dataAnswer, call: dataAnswer ? undefined : data } : {};
    const boot: BootDocument = {
      answers: [...first, ...page, pageData.answer, ...await homeCards].filter((a): a is BootAnswer => a !== undefined),
      prefetch: pageData.call ? [pageData.call] : [],
    };
    const { template, preloads: pagePreloads } = shellFiles();
    const preloads = page[0] ? pagePreloads.report : pathname === HOME_PATH ? pagePreloads.home : '';
    const descriptor = page[0]?.data as ReportDescriptor | undefined;
    const entry = pageId === undefined ? undefined : findNode(menu?.data as MenuNode[] | undefined, pageId);
    const frame = prerenderedShell(descriptor ? reportPageTexts(descriptor, page[1]?.data as Parameters<typeof reportPageTexts>[1], entry) : pathname === HOME_PATH && info ? homePageTexts(reader) : undefined);
    return withContentMeta(template, first[5]?.data as ContentAnswer<'meta'> | undefined, requestLocale(request))
      .replace('</head>', `${preloads}<script id="${BOOT_ELEMENT_ID}" type="application/json">${jsonForHtml(boot)}</script></head>`)
      .replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
  }

  return {
    render,
    async send(request, reply) {
      const html = Buffer.from(await render(request));
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('content-encoding', encoding).send(await compressors[encoding](html)) : reply.send(html);
    },
  };
}

/** The administrators' default meta description and keywords (content-pages) in the reader's language, in place of the built shell's. */
function withContentMeta(template: string, meta: ContentAnswer<'meta'> | undefined, locale: Locale): string {
  if (!meta) return template;
  const tags = `<meta name="description" content="${escapeAttribute(meta.document.description[locale])}" /><meta name="keywords" content="${escapeAttribute(meta.document.keywords[locale])}" />`;
  return template.replace(/<meta name="description"[^>]*>/, () => tags);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The menu page at this address (its canonical English or Turkish path); other addresses redirect in the app. */
function findPageId(tree: readonly MenuNode[] | undefined, pathname: string): number | undefined {
  for (const node of tree ?? []) {
    if (node.urlEn === pathname || node.urlTr === pathname) return node.id;
    const inner = findPageId(node.children, pathname);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function findNode(tree: readonly MenuNode[] | undefined, id: number): MenuNode | undefined {
  for (const node of tree ?? []) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function decodedPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** JSON that cannot end its script element or open a comment: `<`, `>` and `&` as escapes, line separators too. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function readManifest(webDir: string): Record<string, ManifestChunk> {
  const path = join(webDir, '.vite', 'manifest.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk> : {};
}

/**
 * `<link rel="modulepreload">` for the `first` chunks and everything they import, and a preload of their
 * stylesheets; `<link rel="prefetch">` for the `later` ones; nothing the entry loads anyway.
 */
function preloadLinks(manifest: Record<string, ManifestChunk>, first: readonly string[], later: readonly string[]): string {
  const entryFiles = new Set<string>();
  const styles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const entryStyles = new Set(styles);
  const files = new Set<string>();
  for (const source of first) collect(source, files);
  const firstStyles = new Set(styles);
  const laterFiles = new Set<string>(files);
  for (const source of later) collect(source, laterFiles);
  return [
    ...[...files].filter((file) => !entryFiles.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...firstStyles].filter((file) => !entryStyles.has(file)).map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ...[...laterFiles].filter((file) => !files.has(file) && !entryFiles.has(file)).map((file) => `<link rel="prefetch" crossorigin href="/${file}">`),
  ].join('');
}
