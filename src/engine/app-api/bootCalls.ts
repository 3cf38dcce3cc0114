// The calls a page needs before it can ask for its data: who is signed in, the menu, the report list, the
// server's dates and, on a report page, its descriptor and page settings. The first HTML carries their answers
// (src/server/http/shellBoot.ts), and the app's queries (src/web) use the same keys and addresses; it also names
// the data call of the view in the address, which the app starts before its first render. So on a cold
// navigation the data request leaves at once instead of after five round trips one after another.
// One list for both sides: a key or address changed here changes in both.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';
import { requestKey } from '../request/requestKey';
import { toRequest } from '../request/toRequest';

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
