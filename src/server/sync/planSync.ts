// Which report routes a dataset can be copied through. A route qualifies when it reads the dataset as it is
// (a `dataset` binding, not an aggregate), dates its rows and either names every dimension in its items or
// fixes it through a request field with a closed list of values. One route is picked per dataset; when it
// leaves some fields out, other qualifying routes fill them in (joined on the row key). Fields no route
// shows stay empty and are reported.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { columnField, isCalendarColumn } from '../../engine/columns/columnTypes';
import { defaultDateFilter } from '../../engine/filters/filtersInEffect';
import { datasets as allDatasets, type DatasetDefinition, type DatasetField } from '../datasets/datasets';

/** How one response item field becomes a dataset column. */
export interface ItemField { key: string; field: DatasetField }

/** One route of a dataset plan and how its items map back to rows. */
export interface RouteMapping {
  descriptor: ReportDescriptor;
  /** The item field holding the row's date (datetime, date or month column reading ts). */
  timeKey: string;
  /** An hour column ("HH:mm"), when the route has one. */
  hourKey?: string;
  /** Item fields that are dataset dimensions or fields. */
  fields: ItemField[];
  /** Dimensions the items do not carry, set by a request field (key) instead. */
  fixed: ItemField[];
  /** Request bodies fixing those dimensions (one per combination; [{}] when none). */
  dimensionRequests: Record<string, string | number>[];
  /** [startField, endField] of the date range, when the route takes one. */
  range?: [string, string];
}

export interface DatasetPlan {
  dataset: DatasetDefinition;
  /** The table written: the rollup for datasets kept added up over their dimensions. */
  table: string;
  /** Columns of that table, in insert order (ts first, implied). */
  columns: DatasetField[];
  routes: RouteMapping[];
  /** Columns of the table no route shows: written empty. */
  missing: string[];
}

export interface NotSyncable { dataset: string; reason: string }
export interface SyncPlan { plans: DatasetPlan[]; notSyncable: NotSyncable[] }

export function planSync(reports: readonly ReportDescriptor[], datasets: readonly DatasetDefinition[] = allDatasets): SyncPlan {
  const plans: DatasetPlan[] = [];
  const notSyncable: NotSyncable[] = [];
  for (const dataset of datasets) {
    if (dataset.grain === 'none') continue; // registry datasets go through lookups (planRegistrySync.ts)
    const table = dataset.rollupTable ?? dataset.table;
    const columns = dataset.rollupTable ? dataset.fields : [...dataset.dimensions, ...dataset.fields];
    const candidates: RouteMapping[] = [];
    const rejections: string[] = [];
    for (const descriptor of reports) {
      if (descriptor.data.kind !== 'dataset') {
        if (descriptor.data.from === dataset.id) rejections.push(`${descriptor.id} derives its rows from it`);
        continue;
      }
      if (descriptor.data.dataset !== dataset.id) continue;
      const mapped = mapRoute(descriptor, dataset);
      if (typeof mapped === 'string') rejections.push(`${descriptor.id}: ${mapped}`);
      else candidates.push(mapped);
    }
    if (candidates.length === 0) {
      notSyncable.push({ dataset: dataset.id, reason: rejections.length ? `no route shows it as stored (${rejections.join('; ')})` : 'no report route reads it' });
      continue;
    }
    const wanted = new Set(columns.map((c) => c.name));
    const covers = (r: RouteMapping) => [...r.fields, ...r.fixed].filter((f) => wanted.has(f.field.name)).length;
    candidates.sort((a, b) => covers(b) - covers(a) || a.descriptor.id.localeCompare(b.descriptor.id));
    const routes: RouteMapping[] = [];
    const covered = new Set<string>();
    for (const route of candidates) {
      const adds = route.fields.some((f) => wanted.has(f.field.name) && !covered.has(f.field.name));
      if (routes.length > 0 && !adds) continue;
      routes.push(route);
      for (const f of [...route.fields, ...route.fixed]) covered.add(f.field.name);
    }
    plans.push({ dataset, table, columns, routes, missing: columns.map((c) => c.name).filter((n) => !covered.has(n)) });
  }
  return { plans, notSyncable };
}

/** The mapping of one descriptor's items back to rows of `dataset`, or why there is none. */
export function mapRoute(descriptor: ReportDescriptor, dataset: DatasetDefinition): RouteMapping | string {
  if (descriptor.data.kind !== 'dataset') return 'its rows are computed';
  // A dashboard answers a fixed window around today: no range of days can be asked of it.
  if (descriptor.data.window !== undefined) return `it answers a fixed window (${descriptor.data.window}), not a range to page through`;
  const readOf = columnField;
  const time = descriptor.columns.find((c) => isCalendarColumn(c) && readOf(c) === 'ts');
  if (!time) return 'its items carry no date';
  const hour = descriptor.columns.find((c) => c.type === 'hour' && readOf(c) === 'ts');
  const byName = new Map([...dataset.dimensions, ...dataset.fields].map((f) => [f.name, f]));
  const fields: ItemField[] = [];
  for (const column of descriptor.columns) {
    const field = byName.get(readOf(column));
    if (field) fields.push({ key: column.key, field });
  }
  const bind = defaultDateFilter(descriptor)?.bind;
  if (bind?.length === 1) return 'its request names one period, not a range to page through';
  const range = bind as [string, string] | undefined;
  const bound = descriptor.data.dimensions ?? {};
  // A dataset kept as a rollup is read added up when no dimension is chosen: those are the stored rows.
  const fixedDimensions: [string, (string | number)[]][] = [];
  const fixed: ItemField[] = [];
  if (!dataset.rollupTable) {
    for (const dimension of dataset.dimensions) {
      if (fields.some((f) => f.field.name === dimension.name)) continue;
      const requestField = Object.entries(bound).find(([, d]) => d === dimension.name)?.[0];
      const values = requestField ? descriptor.api.request[requestField]?.enum : undefined;
      if (!requestField || !values) return `its items do not say the ${dimension.name} of a row`;
      fixedDimensions.push([requestField, values]);
      fixed.push({ key: requestField, field: dimension });
    }
  }
  // A dimension the request must name (a border's direction) is asked for each of its closed list's values, even
  // when the items say it too; without a closed list there is no way to ask for every member.
  for (const requestField of Object.keys(bound)) {
    const field = descriptor.api.request[requestField];
    if (!field?.required || field.default !== undefined || fixedDimensions.some(([f]) => f === requestField)) continue;
    if (!field.enum) return `it needs ${requestField} in every call, and its values are no closed list`;
    fixedDimensions.push([requestField, field.enum]);
  }
  const handled = new Set([...(range ?? []), ...fixedDimensions.map(([f]) => f), ...Object.keys(bound)]);
  const unfilled = Object.entries(descriptor.api.request).filter(([name, f]) => f.required && f.default === undefined && !handled.has(name));
  if (unfilled.length > 0) return `it needs ${unfilled.map(([n]) => n).join(', ')}`;
  return {
    descriptor, timeKey: time.key, ...(hour ? { hourKey: hour.key } : {}), fields, fixed,
    dimensionRequests: combinations(fixedDimensions), ...(range ? { range } : {}),
  };
}

function combinations(dimensions: [string, (string | number)[]][]): Record<string, string | number>[] {
  return dimensions.reduce<Record<string, string | number>[]>(
    (acc, [field, values]) => acc.flatMap((partial) => values.map((v) => ({ ...partial, [field]: v }))),
    [{}],
  );
}
