// Reads every row of one dataset plan from the source for a day range: each route day-range by day-range
// (within its span limit), page by page, items mapped back to rows; a dataset read through several routes
// gets its fields joined on the row key (ts + dimensions). Any error stops the whole dataset.
import type { DatasetPlan, RouteMapping } from './planSync';
import { defaultDateFilter } from '../../engine/filters/filtersInEffect';
import type { InsertRow } from '../store/store';
import { dayChunks } from './dayChunks';
import { fromResponseItem, ItemMappingError } from './fromResponseItem';
import { SourceError, type SourceClient } from './sourceClient';

export interface FetchOptions { since: string; until: string; pageSize?: number; chunkDays?: number; log?: (line: string) => void }

export async function fetchDatasetRows(client: SourceClient, plan: DatasetPlan, options: FetchOptions): Promise<InsertRow[]> {
  const keyFields = plan.table === plan.dataset.table ? plan.dataset.dimensions.map((d) => d.name) : [];
  const keyOf = (row: InsertRow) => JSON.stringify([row.ts, ...keyFields.map((k) => row[k] ?? null)]);
  const describe = (row: InsertRow) => `${new Date(row.ts as number).toISOString().slice(0, 19)}+03:00${keyFields.map((k) => ` ${k}=${String(row[k])}`).join('')}`;
  const rows = new Map<string, InsertRow>();
  for (const [index, route] of plan.routes.entries()) {
    const fetched = await fetchRoute(client, plan, route, options);
    for (const row of fetched) {
      const key = keyOf(row);
      const known = rows.get(key);
      if (index === 0) {
        if (known) throw new SourceError(`${route.descriptor.api.path} sent the row ${describe(row)} twice`);
        rows.set(key, row);
      } else if (!known) {
        throw new SourceError(`${route.descriptor.api.path} has a row (${describe(row)}) that ${plan.routes[0]!.descriptor.api.path} does not`);
      } else {
        Object.assign(known, row);
      }
    }
  }
  return [...rows.values()].sort((a, b) => (a.ts as number) - (b.ts as number));
}

async function fetchRoute(client: SourceClient, plan: DatasetPlan, route: RouteMapping, options: FetchOptions): Promise<InsertRow[]> {
  const { descriptor } = route;
  const path = `/${descriptor.api.service}${descriptor.api.path}`;
  const method = descriptor.api.method ?? 'POST';
  const limit = defaultDateFilter(descriptor)?.maxSpan;
  // A route without a date range answers its whole history: read it once and keep the asked days.
  const chunks = route.range ? dayChunks(options.since, options.until, limit, options.chunkDays) : [{ start: options.since, end: options.until }];
  const from = Date.parse(`${options.since}T00:00:00Z`);
  const to = Date.parse(`${options.until}T00:00:00Z`) + 86_400_000;
  const pageSize = options.pageSize ?? 5000;
  const out: InsertRow[] = [];
  for (const chunk of chunks) {
    let count = 0;
    for (const fixed of route.dimensionRequests) {
      const base: Record<string, unknown> = { ...fixed };
      if (route.range) {
        base[route.range[0]] = `${chunk.start}T00:00:00+03:00`;
        base[route.range[1]] = `${chunk.end}T00:00:00+03:00`;
      }
      let previous = '';
      for (let page = 1; ; page += 1) {
        const body = descriptor.api.paged === false ? base : { ...base, page: { number: page, size: pageSize } };
        const answer = await client.call(method, path, body);
        const items = itemsOf(answer, path);
        // A source that ignores `page` would send the first page forever.
        const signature = JSON.stringify(items);
        if (page > 1 && items.length > 0 && signature === previous) throw new SourceError(`${path} sent the same items for page ${page} as for page ${page - 1}: it does not page`);
        previous = signature;
        for (const item of items) {
          let row: InsertRow;
          try {
            row = fromResponseItem(item, route, fixed);
          } catch (error) {
            if (error instanceof ItemMappingError) throw new SourceError(`${path}: ${error.message}`);
            throw error;
          }
          if ((row.ts as number) >= from && (row.ts as number) < to) out.push(row);
          count += 1;
        }
        const total = totalOf(answer);
        if (descriptor.api.paged === false || items.length < pageSize || (total !== undefined && page * pageSize >= total)) break;
      }
    }
    options.log?.(`  ${plan.dataset.id} ← ${descriptor.id} ${route.range ? `${chunk.start} → ${chunk.end}` : '(whole history)'}: ${count} items`);
  }
  return out;
}

function itemsOf(answer: unknown, path: string): unknown[] {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new SourceError(`${path} answered without an items list`);
  return items;
}

function totalOf(answer: unknown): number | undefined {
  const total = (answer as { page?: { total?: unknown } }).page?.total;
  return typeof total === 'number' ? total : undefined;
}
