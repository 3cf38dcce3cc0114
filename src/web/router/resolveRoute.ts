// Address → what to show, or where to go instead. Pure: the menu index, the report list and who is signed in
// come in, so every rule is unit-tested. Rules: `/`, `/homepage` (and `/transparency` on a seffaflik-* or
// transparency-* host) go to `/home`; a group goes to its first page; a path that differs from its canonical
// form (case, Turkish letters, punctuation, a trailing slash, the Turkish address) goes to the canonical one;
// old `/reports/<id>` links go to the report's menu path; anything else is the not-found page.
import { menuSegment } from '../../engine/menu/menuPath';
import type { MenuNode } from '../../engine/menu/menuNode';
import { isAdminScreenId, type AdminScreenId } from '../admin/adminScreenIds';
import { ADMIN_PAGE, FIXED_PAGE } from './menus/fixedMenus';
import { firstLeafOf, type IndexedNode, type MenuIndex } from './menus/menuIndex';

export type Screen =
  | { kind: 'home' }
  | { kind: 'notFound' }
  | { kind: 'report'; reportId: string }
  | { kind: 'signInPrompt'; area: 'electricity' | 'natural-gas' | 'page' }
  | { kind: 'about' } | { kind: 'faq' } | { kind: 'webServiceGuide' } | { kind: 'regulatorDocument' } | { kind: 'announcements' }
  | { kind: 'userGuide' } | { kind: 'dataDictionary' }
  /** A market's bulletins: pick a period and a date, read the HTML bulletin or download its PDF. */
  | { kind: 'bulletins'; market: 'electricity' | 'natural-gas' }
  /** The web-service reference: the services, one service's operations, or one operation (its sub-path). */
  | { kind: 'webServiceReference'; service?: string; operationId?: string }
  | { kind: 'adminHome' } | { kind: 'adminSignIn' }
  /** A built administration screen (admin/adminScreens.ts), by its menu id. */
  | { kind: 'adminScreen'; menuId: AdminScreenId }
  /** The personal dashboard; with a token, a dashboard someone shared (read-only). */
  | { kind: 'dashboard'; sharedToken?: string }
  | { kind: 'placeholder' };

export type ResolvedRoute =
  | { type: 'redirect'; to: string }
  | { type: 'screen'; screen: Screen; entry?: IndexedNode; search: string; hash: string };

export interface RouteContext {
  index: MenuIndex;
  /** Report id of each report page, by menu (page) id. */
  reportIdByPageId: ReadonlyMap<number, string>;
  pageIdByReportId: ReadonlyMap<string, number>;
  signedIn: boolean;
  adminSession: boolean;
  host: string;
}

export interface AppAddress { pathname: string; search: string; hash: string }

export const HOME = '/home';
export const DASHBOARD = '/dashboard';
const TRANSPARENCY_HOSTS = /^(seffaflik-|transparency-)/;

/** Pages whose in-page anchors (#section) are meaningful. */
const HASH_PAGES = new Set<Screen['kind']>(['faq', 'webServiceGuide', 'about', 'announcements', 'userGuide', 'dataDictionary']);

function stripTags(text: string): string {
  return text.replace(/<[^>]*>?/g, '');
}

/** The search string a screen keeps: a report keeps every parameter (it filters them by its fields); others none. */
function keptSearch(screen: Screen, search: string): string {
  if (screen.kind !== 'report' || search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  const clean = new URLSearchParams();
  for (const [key, value] of params) clean.append(stripTags(key), stripTags(value));
  const text = clean.toString();
  return text ? `?${text}` : '';
}

function keptHash(screen: Screen, hash: string): string {
  return HASH_PAGES.has(screen.kind) && /^#[A-Za-z0-9_-]{1,80}$/.test(hash) ? hash : '';
}

function screenOf(node: MenuNode, context: RouteContext): Screen {
  switch (node.id) {
    case FIXED_PAGE.electricityPrompt: return { kind: 'signInPrompt', area: 'electricity' };
    case FIXED_PAGE.naturalGasPrompt: return { kind: 'signInPrompt', area: 'natural-gas' };
    case FIXED_PAGE.aboutPlatform: return { kind: 'about' };
    case FIXED_PAGE.faq: return { kind: 'faq' };
    case FIXED_PAGE.webServiceGuide: return { kind: 'webServiceGuide' };
    case FIXED_PAGE.webServiceReference: return { kind: 'webServiceReference' };
    case FIXED_PAGE.regulatorDocument: return { kind: 'regulatorDocument' };
    case FIXED_PAGE.announcements: return { kind: 'announcements' };
    case FIXED_PAGE.userGuide: return { kind: 'userGuide' };
    case FIXED_PAGE.dataDictionary: return { kind: 'dataDictionary' };
    case FIXED_PAGE.electricityBulletins: return { kind: 'bulletins', market: 'electricity' };
    case FIXED_PAGE.naturalGasBulletins: return { kind: 'bulletins', market: 'natural-gas' };
    default: {
      if (isAdminScreenId(node.id)) return { kind: 'adminScreen', menuId: node.id };
      const reportId = context.reportIdByPageId.get(node.id);
      return reportId ? { kind: 'report', reportId } : { kind: 'placeholder' };
    }
  }
}

function canonicalPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw text.
  }
  const segments = decoded.split('/').map(menuSegment).filter(Boolean);
  return `/${segments.join('/')}`;
}

export function resolveRoute(address: AppAddress, context: RouteContext): ResolvedRoute {
  const { pathname, search, hash } = address;
  const screen = (s: Screen, entry?: IndexedNode): ResolvedRoute => ({ type: 'screen', screen: s, ...(entry ? { entry } : {}), search: keptSearch(s, search), hash: keptHash(s, hash) });
  const to = (path: string, s: Screen): ResolvedRoute => ({ type: 'redirect', to: `${path}${keptSearch(s, search)}${keptHash(s, hash)}` });

  if (pathname === '/' || pathname === '/homepage') return { type: 'redirect', to: HOME };
  if (pathname === '/transparency' && TRANSPARENCY_HOSTS.test(context.host)) return { type: 'redirect', to: HOME };
  if (pathname === HOME) return screen({ kind: 'home' });
  if (pathname === '/page-not-found') return screen({ kind: 'notFound' });
  if (pathname === DASHBOARD) return screen({ kind: 'dashboard' });
  const sharedDashboard = /^\/dashboard\/shared\/([A-Za-z0-9_-]{1,100})$/.exec(pathname);
  if (sharedDashboard) return screen({ kind: 'dashboard', sharedToken: sharedDashboard[1]! });

  const legacy = /^\/reports\/([a-z][a-z0-9-]*)\/?$/.exec(pathname);
  if (legacy) {
    const pageId = context.pageIdByReportId.get(legacy[1]!);
    const entry = pageId === undefined ? undefined : context.index.byId.get(String(pageId));
    if (entry?.node.urlEn) return to(entry.node.urlEn, { kind: 'report', reportId: legacy[1]! });
    return context.signedIn ? screen({ kind: 'notFound' }) : screen({ kind: 'signInPrompt', area: 'page' });
  }

  const lookup = (path: string): ResolvedRoute | undefined => {
    const entry = context.index.byPath.get(path);
    if (!entry) return undefined;
    if (entry.node.children.length > 0) {
      const leaf = firstLeafOf(entry.node);
      return leaf?.urlEn ? { type: 'redirect', to: leaf.urlEn } : screen({ kind: 'notFound' });
    }
    const target = screenOf(entry.node, context);
    return path === pathname ? screen(target, entry) : to(path, target);
  };

  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    if (!context.adminSession) return screen({ kind: 'adminSignIn' });
    if (pathname === '/admin') return screen({ kind: 'adminHome' });
  }

  // The reference's own pages lie under its menu path: /…/web-service-reference/<service>[/<operation id>].
  const reference = context.index.byId.get(String(FIXED_PAGE.webServiceReference));
  const referenceBase = reference?.node.urlEn;
  if (reference && referenceBase && pathname.startsWith(`${referenceBase}/`)) {
    const [service, operationId, ...more] = pathname.slice(referenceBase.length + 1).split('/');
    const named = (part: string | undefined) => part !== undefined && /^[a-z0-9-]{1,120}$/.test(part);
    if (named(service) && more.length === 0 && (operationId === undefined || named(operationId))) {
      return screen({ kind: 'webServiceReference', service: service!, ...(operationId ? { operationId } : {}) }, reference);
    }
  }
  const exact = lookup(pathname);
  if (exact) return exact;
  const canonical = canonicalPath(pathname);
  const viaCanonical = canonical !== pathname ? lookup(canonical) : undefined;
  if (viaCanonical) return viaCanonical.type === 'redirect' ? viaCanonical : to(canonical, viaCanonical.screen);
  const turkish = context.index.byTurkishPath.get(pathname) ?? context.index.byTurkishPath.get(canonical);
  if (turkish?.node.urlEn) return to(turkish.node.urlEn, screenOf(turkish.node, context));
  return screen({ kind: 'notFound' });
}

/** Where the last visited page is remembered: pages of the menu, not home, not-found or administration. */
export function isRememberedScreen(resolved: ResolvedRoute): boolean {
  return resolved.type === 'screen' && resolved.entry !== undefined && !Object.values(ADMIN_PAGE).includes(resolved.entry.node.id as never)
    && !['home', 'notFound', 'adminHome', 'adminSignIn'].includes(resolved.screen.kind);
}
