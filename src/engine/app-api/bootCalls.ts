// The calls a page needs before it can ask for its data: who is signed in, the menu, the report list, the
// server's dates and, on a report page, its descriptor and page settings; and what the shell shows on every page
// (a member's terms standing, alert firings and report defaults, the footer's disclaimer). The first HTML carries their answers
// (src/server/http/shellBoot.ts), and the app's queries (src/web) use the same keys and addresses; it also names
// the data call of the view in the address, which the app starts before its first render. So on a cold
// navigation the data request leaves at once instead of after five round trips one after another.
// One list for both sides: a key or address changed here changes in both.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { FilterValues } from '../request/filterValues';
import { requestKey } from '../request/requestKey';
import { toRequest } from '../request/toRequest';

/** The public dashboard calls (reports/dashboard/) the app reads. */
export type DashboardName =
  | 'realtime-consumption' | 'realtime-generation' | 'day-ahead-market' | 'intra-day-market'
  | 'spot-gas-market' | 'market-message-system' | 'balancing-power-market' | 'weighted-average-price';

/** The calls the home page's live cards read (web/home/live/): their answers travel in the home page's first HTML. */
export const HOME_DASHBOARDS: readonly DashboardName[] = ['day-ahead-market', 'realtime-consumption', 'realtime-generation', 'intra-day-market', 'spot-gas-market', 'market-message-system'];

export interface BootCall {
  /** The TanStack Query key the app reads the answer under. */
  key: readonly unknown[];
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** The part of the answer the app keeps: the whole answer, or its `items`. */
  pick?: 'items';
}

export const bootCalls = {
  userInfo: (): BootCall => ({ key: ['session', 'user-info'], path: '/app-api/user-info', method: 'GET' }),
  menuTree: (): BootCall => ({ key: ['session', 'menu-tree'], path: '/electricity-service/v1/menu/get-menu-tree', method: 'GET', pick: 'items' }),
  dateInit: (): BootCall => ({ key: ['session', 'date-init'], path: '/electricity-service/v1/main/date-init', method: 'GET' }),
  reportList: (): BootCall => ({ key: ['app', 'reports'], path: '/app-api/reports', method: 'GET', pick: 'items' }),
  meta: (): BootCall => ({ key: ['app', 'meta'], path: '/app-api/meta', method: 'GET' }),
  /** The default meta description and keywords (src/server/content-pages), also written into the first HTML's head. */
  contentMeta: (): BootCall => ({ key: ['content', 'meta'], path: '/app-api/content/meta', method: 'GET' }),
  /** The platform's display defaults (admin screen 9016): in the first HTML, so the first paint already follows them. */
  screenSettings: (): BootCall => ({ key: ['app', 'screen-settings'], path: '/app-api/screen-settings', method: 'GET' }),
  /** A signed-in member's standing towards the terms of use (the shell's banner); a visitor's 401 is simply not carried. */
  myTerms: (): BootCall => ({ key: ['session', 'terms'], path: '/app-api/terms/mine', method: 'GET' }),
  /** The firings of a member's alert rules (the header's bell). */
  alertFirings: (): BootCall => ({ key: ['/app-api/member/alerts', 'firings'], path: '/app-api/member/alerts/firings', method: 'GET', pick: 'items' }),
  /** A member's report defaults (a report page's address when it names nothing). */
  memberParameters: (): BootCall => ({ key: ['member', 'parameters'], path: '/app-api/member/parameters', method: 'GET' }),
  /** The disclaimer in every page's footer (src/server/content-pages). */
  disclaimer: (): BootCall => ({ key: ['content', 'disclaimer'], path: '/app-api/content/disclaimer', method: 'GET' }),
  /** A dashboard call in the reader's language (a notice's reason is worded in it). */
  dashboard: (name: DashboardName, locale: Locale): BootCall => ({ key: ['dashboard', name, locale], path: `/electricity-service/v1/dashboard/${name}`, method: 'GET' }),
  descriptor: (id: string): BootCall => ({ key: ['app', 'descriptor', id], path: `/app-api/reports/${encodeURIComponent(id)}`, method: 'GET' }),
  pageSettings: (menuId: number): BootCall => ({ key: ['page-settings', menuId], path: '/electricity-service/v1/menu/get-page-settings', method: 'POST', body: { menuId } }),
  pageUpdateDate: (menuId: number): BootCall => ({ key: ['page-update-date', menuId], path: '/electricity-service/v1/menu/get-page-update-date', method: 'POST', body: { menuId } }),
  /** A report's data for these filter values; keyed by what reaches the server (engine/request/requestKey.ts). */
  reportData: (descriptor: ReportDescriptor, values: FilterValues): BootCall => {
    const method = descriptor.api.method === 'GET' ? 'GET' : 'POST';
    return {
      key: ['report', ...requestKey(descriptor, values)], path: `/${descriptor.api.service}${descriptor.api.path}`, method,
      ...(method === 'POST' ? { body: toRequest(descriptor, values) } : {}),
    };
  },
} as const;

/** A call's key and the kept part of its answer. */
export interface BootAnswer { key: readonly unknown[]; data: unknown }

/** What the first HTML carries: answers to put in the query cache, and calls to start at once. */
export interface BootDocument { answers: BootAnswer[]; prefetch: BootCall[] }

/** The id of the HTML element holding the answers as JSON. */
export const BOOT_ELEMENT_ID = 'boot-data';
