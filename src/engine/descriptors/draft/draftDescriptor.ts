// Everything `npm run new-report` knows about a new page, from the catalogue operation and the existing pages:
// the descriptor to write (without its data binding; texts the analyst writes left empty), where to write it,
// the datasets that could feed it and what is left to do.
import type { LocalizedText, ReportDescriptor } from '../../../../schemas/report.schema';
import type { CatalogueOperation } from '../../catalogue/catalogue';
import { draftChart } from './draftChart';
import { draftColumns, labelsByKey } from './draftColumns';
import { draftFilters } from './draftFilters';
import { draftRequest } from './draftRequest';
import { draftSummary } from './draftSummary';
import { UNWRITTEN, type DraftDescriptor, type DraftNote } from './draftTypes';
import { datasetCandidates, type CandidateDataset, type DatasetCandidate } from './datasetCandidates';
import { folderFor, freePageId, menuOrderUnder, menuParentFor, reportIdFromPath, sharedPrefix, type PlacedPage } from './menuPlace';

export interface DraftContext {
  /** The existing descriptors, `file` relative to reports/. */
  pages: ReadonlyArray<{ file: string; descriptor: ReportDescriptor }>;
  groups: ReadonlyArray<{ key: string; id: number }>;
  datasets: readonly CandidateDataset[];
  /** Ids and page ids of files that do not have the shape yet (other starters still being written): not free either. */
  unfinished?: ReadonlyArray<{ id?: unknown; pageId?: unknown }>;
}
export interface DraftOptions { id?: string; title?: Partial<LocalizedText> }

export interface Draft {
  /** Where to write it, relative to reports/. */
  file: string;
  descriptor: DraftDescriptor;
  candidates: DatasetCandidate[];
  notes: DraftNote[];
}

/** The default range a page opens on, by when its dataset publishes rows. */
const DEFAULT_PRESET: Readonly<Record<string, string>> = {
  realtime: 'today', daily: 'today', dayAhead: 'today', dayAheadInterim: 'today', settlement: 'lastYear', always: 'thisYear',
};

export function draftDescriptor(op: CatalogueOperation, context: DraftContext, options: DraftOptions = {}): Draft {
  const pages = context.pages.map(({ file, descriptor: d }): PlacedPage => ({ file, service: d.api.service, path: d.api.path, parent: d.menu?.parent, order: d.menu?.order, pageId: d.pageId }));
  const parent = menuParentFor(op, context.groups.map((g) => g.key), pages);
  if (!parent) throw new Error(`no menu group fits ${op.service}${op.path} (webPath ${op.webPath ?? 'none'}): add one to reports/menu-groups.json first`);
  const unfinished = context.unfinished ?? [];
  const usedIds = new Set([
    ...pages.flatMap((p) => (p.pageId === undefined ? [] : [p.pageId])), ...context.groups.map((g) => g.id),
    ...unfinished.flatMap((u) => (typeof u.pageId === 'number' ? [u.pageId] : [])),
  ]);
  const pageId = freePageId(op.service, usedIds);
  if (pageId === undefined) throw new Error(`no free page id is left in the range of ${op.service}`);
  const takenIds = new Set([...context.pages.map((p) => p.descriptor.id), ...unfinished.flatMap((u) => (typeof u.id === 'string' ? [u.id] : []))]);
  const id = options.id ?? uniqueId(reportIdFromPath(op.path), op.service, takenIds);
  if (takenIds.has(id)) throw new Error(`the id "${id}" is already used by another descriptor: pass another with --id`);

  const candidates = datasetCandidates(op, context.datasets);
  const publication = candidates[0]?.publication;
  const request = draftRequest(op);
  const columns = draftColumns(op, labelsByKey(context.pages.map((p) => p.descriptor)));
  const weight = columns.columns.find((c) => c.aggregates?.includes('sum'))?.key;
  const summary = draftSummary(op, columns.columns, weight);
  const filters = draftFilters(op.service, request.request, DEFAULT_PRESET[publication ?? ''] ?? 'yesterday', lookupsBoundByPages(context.pages.map((p) => p.descriptor), op));
  const chart = draftChart(columns.columns);
  const folder = folderFor(op, parent, pages);
  const depth = folder.split('/').length + 1;

  const descriptor: DraftDescriptor = {
    $schema: `${'../'.repeat(depth)}schemas/generated/report.schema.json`,
    schemaVersion: 1,
    id,
    pageId,
    menu: { parent, order: menuOrderUnder(parent, pages) },
    title: { tr: options.title?.tr ?? '', en: options.title?.en ?? '' },
    description: { ...UNWRITTEN },
    keywords: { ...UNWRITTEN },
    api: {
      service: op.service,
      path: op.path,
      ...(op.method === 'GET' ? { method: 'GET' as const } : {}),
      ...(op.exportPath ? { exportPath: op.exportPath } : {}),
      request: request.request,
      paged: request.paged,
      ...(summary.summary ? { summary: summary.summary } : {}),
    },
    filters: filters.filters,
    columns: columns.columns,
    ...(chart ? { chart, table: { sort: { field: chart.x, direction: 'ASC' as const } } } : {}),
    export: ['xlsx', 'csv', 'pdf'],
    ...(publication ? { publication } : {}),
  };
  const unlabelled = columns.columns.filter((c) => c.label.tr === '').map((c) => c.key);
  const notes = [
    ...(unlabelled.length > 0 ? [`write the labels of the columns ${unlabelled.join(', ')} (the others are taken from existing pages: check them)`] : []),
    ...request.notes, ...columns.notes, ...summary.notes, ...filters.notes,
    ...(op.summary && Object.keys(op.summary).length > 0 && !summary.summary ? [`the service answers a summary block (${Object.keys(op.summary).join(', ')}): declare api.summary`] : []),
    ...(chart ? [] : ['no chart was guessed (no time column or no number column): add one if the page needs it']),
  ];
  return { file: `${folder}/${id}.json`, descriptor, candidates, notes };
}

function uniqueId(base: string, service: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const prefixed = `${service.replace(/-service$/, '')}-${base}`;
  if (!taken.has(prefixed)) return prefixed;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** service + request field → the lookup that pages of the same market (path sharing /v1/markets/dam) bind to it. */
function lookupsBoundByPages(descriptors: readonly ReportDescriptor[], op: CatalogueOperation): Map<string, string> {
  const bound = new Map<string, string>();
  for (const d of descriptors.filter((page) => page.api.service === op.service && sharedPrefix(page.api.path, op.path) >= 3)) {
    for (const f of d.filters) if (f.widget === 'lookup') bound.set(`${d.api.service}\u0000${f.bind}`, f.lookup);
  }
  return bound;
}
