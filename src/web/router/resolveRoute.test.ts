import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../engine/menu/menuNode';
import { adminMenu, publicPagesMenu, signedOutMenu } from './menus/fixedMenus';
import { indexMenu } from './menus/menuIndex';
import { isRememberedScreen, resolveRoute, type RouteContext } from './resolveRoute';

const leaf = (id: number, en: string, tr: string, url: string, urlTr = url): MenuNode => ({ id, labelEn: en, labelTr: tr, menuOrder: id, urlEn: url, urlTr, children: [], nofav: false, externalSelf: false });
const group = (id: number, en: string, tr: string, children: MenuNode[]): MenuNode => ({ id, labelEn: en, labelTr: tr, menuOrder: id, urlEn: null, urlTr: null, children, nofav: false, externalSelf: false });

const serverTree: MenuNode[] = [
  group(1000, 'Electricity', 'Elektrik', [
    group(1110, 'Day-Ahead Market (DAM)', 'Gün Öncesi Piyasası (GÖP)', [
      leaf(62, 'Trade Volume', 'İşlem Hacmi', '/electricity/day-ahead-market-dam/trade-volume'),
      leaf(61, 'Market Clearing Price (MCP)', 'Piyasa Takas Fiyatı (PTF)', '/electricity/day-ahead-market-dam/market-clearing-price-mcp', '/elektrik/gun-oncesi-piyasasi-gop/piyasa-takas-fiyati-ptf'),
    ]),
    group(1700, 'Dams', 'Barajlar', []),
  ]),
];

function context(overrides: Partial<RouteContext> = {}): RouteContext {
  return {
    index: indexMenu([serverTree, publicPagesMenu]),
    reportIdByPageId: new Map([[61, 'dam-mcp']]),
    pageIdByReportId: new Map([['dam-mcp', 61]]),
    signedIn: true, adminSession: false, host: 'localhost', ...overrides,
  };
}
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('resolveRoute', () => {
  it('sends /, /homepage and (on a transparency host) /transparency home', () => {
    expect(resolveRoute(at('/'), context())).toEqual({ type: 'redirect', to: '/home' });
    expect(resolveRoute(at('/homepage', '?x=1'), context())).toEqual({ type: 'redirect', to: '/home' });
    expect(resolveRoute(at('/transparency'), context({ host: 'seffaflik-prp.example.org' }))).toEqual({ type: 'redirect', to: '/home' });
    expect(resolveRoute(at('/transparency'), context({ host: 'transparency-test.example.org' }))).toEqual({ type: 'redirect', to: '/home' });
    expect(resolveRoute(at('/transparency'), context({ host: 'example.org' }))).toMatchObject({ type: 'screen', screen: { kind: 'notFound' } });
    expect(resolveRoute(at('/home', '?utm=1', '#x'), context())).toMatchObject({ type: 'screen', screen: { kind: 'home' }, search: '', hash: '' });
  });

  it('shows a report at its menu path with its search, and sends a group to its first page', () => {
    const report = resolveRoute(at('/electricity/day-ahead-market-dam/market-clearing-price-mcp', '?startDate=2024-08-01'), context());
    expect(report).toMatchObject({ type: 'screen', screen: { kind: 'report', reportId: 'dam-mcp' }, search: '?startDate=2024-08-01' });
    expect(report.type === 'screen' && report.entry?.ancestors.map((a) => a.id)).toEqual([1000, 1110]);
    expect(resolveRoute(at('/electricity/day-ahead-market-dam'), context())).toEqual({ type: 'redirect', to: '/electricity/day-ahead-market-dam/market-clearing-price-mcp' });
    expect(resolveRoute(at('/electricity'), context())).toEqual({ type: 'redirect', to: '/electricity/day-ahead-market-dam/market-clearing-price-mcp' });
  });

  it('redirects a non-canonical path (case, Turkish letters, punctuation, trailing slash, Turkish address) to the canonical one', () => {
    const mcp = '/electricity/day-ahead-market-dam/market-clearing-price-mcp';
    expect(resolveRoute(at('/Electricity/Day-Ahead%20Market%20(DAM)/Market-Clearing-Price-MCP/'), context())).toEqual({ type: 'redirect', to: mcp });
    expect(resolveRoute(at(`${mcp}/`, '?startDate=<b>2024-08-01</b>'), context())).toEqual({ type: 'redirect', to: `${mcp}?startDate=2024-08-01` });
    expect(resolveRoute(at('/elektrik/gun-oncesi-piyasasi-gop/piyasa-takas-fiyati-ptf'), context())).toEqual({ type: 'redirect', to: mcp });
    expect(resolveRoute(at('/ELEKTRİK/Gün-Öncesi-Piyasası-GÖP/Piyasa-Takas-Fiyatı-PTF'), context())).toEqual({ type: 'redirect', to: mcp });
  });

  it('keeps the hash only on pages with sections, and drops search params of pages without filters', () => {
    expect(resolveRoute(at('/about/frequently-asked-questions', '?x=<script>1', '#tickets'), context())).toMatchObject({ screen: { kind: 'faq' }, search: '', hash: '#tickets' });
    expect(resolveRoute(at('/about/frequently-asked-questions', '', '#<img>'), context())).toMatchObject({ hash: '' });
  });

  it('moves old /reports/<id> links to the menu path', () => {
    expect(resolveRoute(at('/reports/dam-mcp', '?startDate=2024-08-01'), context())).toEqual({ type: 'redirect', to: '/electricity/day-ahead-market-dam/market-clearing-price-mcp?startDate=2024-08-01' });
    expect(resolveRoute(at('/reports/nope'), context())).toMatchObject({ screen: { kind: 'notFound' } });
  });

  it('shows not-found for unknown paths and empty groups, and a placeholder for a page without a screen', () => {
    expect(resolveRoute(at('/no/such/page'), context())).toMatchObject({ type: 'screen', screen: { kind: 'notFound' } });
    expect(resolveRoute(at('/page-not-found'), context())).toMatchObject({ screen: { kind: 'notFound' } });
    expect(resolveRoute(at('/electricity/dams'), context())).toMatchObject({ screen: { kind: 'notFound' } });
    expect(resolveRoute(at('/electricity/day-ahead-market-dam/trade-volume'), context())).toMatchObject({ screen: { kind: 'placeholder' } });
    expect(resolveRoute(at('/announcements'), context())).toMatchObject({ screen: { kind: 'announcements' } });
  });

  it('gives visitors the fixed menu: sign-in prompts for the market areas', () => {
    const visitor = context({ index: indexMenu([signedOutMenu]), signedIn: false });
    expect(resolveRoute(at('/electricity'), visitor)).toMatchObject({ screen: { kind: 'signInPrompt', area: 'electricity' } });
    expect(resolveRoute(at('/natural-gas'), visitor)).toMatchObject({ screen: { kind: 'signInPrompt', area: 'natural-gas' } });
    expect(resolveRoute(at('/documentation'), visitor)).toEqual({ type: 'redirect', to: '/documentation/regulator-decision-document' });
    expect(resolveRoute(at('/documentation/web-service-user-guide'), visitor)).toMatchObject({ screen: { kind: 'webServiceGuide' } });
    expect(resolveRoute(at('/reports/dam-mcp'), visitor)).toMatchObject({ screen: { kind: 'signInPrompt', area: 'page' } });
    expect(signedOutMenu.map((n) => n.id)).toEqual([1, 2, 3, 4, 253, 5, 6]);
  });

  it('opens the documentation and bulletin pages for visitors too', () => {
    const visitor = context({ index: indexMenu([signedOutMenu]), signedIn: false });
    expect(resolveRoute(at('/documentation/platform-user-guide'), visitor)).toMatchObject({ screen: { kind: 'userGuide' } });
    expect(resolveRoute(at('/documentation/data-dictionary'), visitor)).toMatchObject({ screen: { kind: 'dataDictionary' } });
    expect(resolveRoute(at('/bulletins'), visitor)).toEqual({ type: 'redirect', to: '/bulletins/electricity-bulletins' });
    expect(resolveRoute(at('/bulletins/natural-gas-bulletins'), visitor)).toMatchObject({ screen: { kind: 'bulletins', market: 'natural-gas' } });
  });

  it('keeps the admin area for an administrator session', () => {
    expect(resolveRoute(at('/admin'), context())).toMatchObject({ screen: { kind: 'adminSignIn' } });
    const admin = context({ index: indexMenu([adminMenu]), adminSession: true });
    expect(resolveRoute(at('/admin'), admin)).toMatchObject({ screen: { kind: 'adminHome' } });
    expect(resolveRoute(at('/admin/membership-requests'), admin)).toMatchObject({ screen: { kind: 'adminScreen', menuId: 9001 } });
  });

  it('remembers menu pages only', () => {
    expect(isRememberedScreen(resolveRoute(at('/electricity/day-ahead-market-dam/market-clearing-price-mcp'), context()))).toBe(true);
    expect(isRememberedScreen(resolveRoute(at('/home'), context()))).toBe(false);
    expect(isRememberedScreen(resolveRoute(at('/nope'), context()))).toBe(false);
    const admin = context({ index: indexMenu([adminMenu]), adminSession: true });
    expect(isRememberedScreen(resolveRoute(at('/admin/membership-requests'), admin))).toBe(false);
  });

  it('opens the personal dashboard for members and visitors, and a shared one by its token', () => {
    expect(resolveRoute(at('/dashboard', '?x=1'), context())).toMatchObject({ type: 'screen', screen: { kind: 'dashboard' }, search: '' });
    expect(resolveRoute(at('/dashboard'), context({ index: indexMenu([signedOutMenu]), signedIn: false }))).toMatchObject({ screen: { kind: 'dashboard' } });
    expect(resolveRoute(at('/dashboard/shared/Ab_c-1'), context())).toMatchObject({ screen: { kind: 'dashboard', sharedToken: 'Ab_c-1' } });
    expect(resolveRoute(at('/dashboard/shared/<b>'), context())).toMatchObject({ screen: { kind: 'notFound' } });
    expect(isRememberedScreen(resolveRoute(at('/dashboard'), context()))).toBe(false);
  });
});
