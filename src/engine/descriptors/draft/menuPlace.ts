// Where a new page goes: its menu group (the longest group key the catalogue's webPath runs through, else the
// group of the pages whose paths share the most with it), its order among its siblings, its folder under
// reports/ and a free page id in the spec's range for its market area.
import type { CatalogueOperation } from '../../catalogue/catalogue';
import { FIXED_MENU_IDS } from '../../menu/fixedMenuIds';

export interface PlacedPage { file: string; service: string; path: string; parent?: string; order?: number; pageId?: number }

/** Page id ranges of the spec: electricity (the reporting service counts as electricity) and natural gas. */
export const PAGE_ID_RANGES: Readonly<Record<string, { from: number; to: number }>> = {
  'electricity-service': { from: 40, to: 260 },
  'reporting-service': { from: 40, to: 260 },
  'natural-gas-service': { from: 200, to: 255 },
};

const segments = (path: string) => path.split('/').filter((s) => s !== '');

/** How many leading path segments two paths share (/v1/markets/dam/… and /v1/markets/dam/… share three). */
export function sharedPrefix(a: string, b: string): number {
  const x = segments(a);
  const y = segments(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** The pages nearest to an operation: same service, most leading path segments in common (at least three: /v1/markets/dam). */
function nearestPages(op: CatalogueOperation, pages: readonly PlacedPage[]): PlacedPage[] {
  const scored = pages.filter((p) => p.service === op.service).map((p) => ({ p, n: sharedPrefix(p.path, op.path) }));
  const best = Math.max(3, ...scored.map((s) => s.n));
  return scored.filter((s) => s.n === best).map((s) => s.p);
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function menuParentFor(op: CatalogueOperation, groupKeys: readonly string[], pages: readonly PlacedPage[]): string | undefined {
  if (op.webPath) {
    const web = segments(op.webPath);
    // A group segment matches the web page's segment or its start (day-ahead-market ~ day-ahead-market-dam,
    // spot-gas-market ~ spot-gas-markets-sgp).
    const runsThrough = (key: string) => segments(key).every((s, i) => web[i] !== undefined && web[i]!.startsWith(s));
    const matches = groupKeys.filter(runsThrough).sort((a, b) => segments(b).length - segments(a).length);
    // A match deeper than the area alone says where the operator shows the page.
    if (matches[0] && matches[0].includes('/')) return matches[0];
    // The operator's site sometimes skips a level (/electricity/market-message-system): a group of the same
    // area named like one of the page's segments.
    const named = groupKeys.filter((k) => k.startsWith(`${web[0]}/`) && web.slice(1).some((w) => w.startsWith(segments(k).at(-1)!)));
    if (named.length > 0) return named.sort((a, b) => segments(b).length - segments(a).length)[0];
  }
  return mostCommon(nearestPages(op, pages).flatMap((p) => (p.parent ? [p.parent] : [])));
}

export function menuOrderUnder(parent: string, pages: readonly PlacedPage[]): number {
  return Math.max(0, ...pages.filter((p) => p.parent === parent).map((p) => p.order ?? 0)) + 1;
}

/** The folder (relative to reports/) of the pages under the same group, else of the nearest pages, else one named after the group. */
export function folderFor(op: CatalogueOperation, parent: string | undefined, pages: readonly PlacedPage[]): string {
  const dirOf = (file: string) => file.split('/').slice(0, -1).join('/');
  const area = op.service === 'natural-gas-service' ? 'natural-gas' : 'electricity';
  const inArea = (dir: string) => dir.startsWith(`${area}/`);
  const sameGroup = mostCommon(pages.filter((p) => p.parent !== undefined && p.parent === parent).map((p) => dirOf(p.file)).filter(inArea));
  const near = mostCommon(nearestPages(op, pages).map((p) => dirOf(p.file)).filter(inArea));
  return sameGroup ?? near ?? `${area}/${segments(parent ?? op.path).at(-1)}`;
}

/** The lowest page id of the service's range that no page, no menu group and no fixed page (fixedMenuIds.ts) uses. */
export function freePageId(service: string, used: ReadonlySet<number>): number | undefined {
  const range = PAGE_ID_RANGES[service];
  if (!range) return undefined;
  for (let id = range.from; id <= range.to; id++) if (!used.has(id) && !FIXED_MENU_IDS.has(id)) return id;
  return undefined;
}

/** The report id the path gives: its segments without the version and the generic ones (`/v1/markets/dam/data/mcp` → `dam-mcp`). */
export function reportIdFromPath(path: string): string {
  const generic = new Set(['v1', 'data', 'markets', 'market']);
  return segments(path).filter((s) => !generic.has(s)).join('-').toLowerCase().replace(/[^a-z0-9-]/g, '-');
}
