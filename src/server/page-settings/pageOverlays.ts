// Administrator overrides of a page's description, keywords, data-range limit and update time, stored in
// the database and laid over the descriptor at run time (the admin screens come in a later issue). Held in memory;
// several server processes on one PostgreSQL see each other's changes within about a second (settingsVersion.ts).
import type { LocalizedText, ReportDescriptor, SpanLimit } from '../../../schemas/report.schema';
import type { Store, StoreTransaction } from '../store/store';
import { bumpSettingsVersion, readSettingsVersion, watchSettingsVersion, type SettingsWatch } from './settingsVersion';
import { defaultDateFilter } from '../../engine/filters/filtersInEffect';

export interface PageOverlay {
  description?: LocalizedText;
  keywords?: LocalizedText;
  maxSpan?: SpanLimit;
  /** ISO date-time with +03:00 */
  updateTime?: string;
}

const RANGE_TYPES = { day: 'GUN', month: 'AY', year: 'YIL' } as const;
const RANGE_UNITS = { GUN: 'day', AY: 'month', YIL: 'year' } as const;

export function toRangeType(unit: SpanLimit['unit']): 'GUN' | 'AY' | 'YIL' {
  return RANGE_TYPES[unit];
}

export function fromRangeType(type: string): SpanLimit['unit'] | undefined {
  return RANGE_UNITS[type as keyof typeof RANGE_UNITS];
}

export class PageOverlays {
  private cache = new Map<number, PageOverlay>();
  private watch: SettingsWatch = { stop: () => undefined };
  private constructor(private readonly store: Store) {}

  /**
   * Loads every overlay; writes through this object update it at once, and on PostgreSQL the writes of other
   * server processes are loaded when they move the counter (checked every second until close()).
   */
  static async open(store: Store, options: { onError?: (error: Error) => void } = {}): Promise<PageOverlays> {
    const overlays = new PageOverlays(store);
    const seen = await readSettingsVersion(store, 'page_overlays');
    await overlays.reload();
    overlays.watch = watchSettingsVersion(store, 'page_overlays', seen, () => overlays.reload(), options);
    return overlays;
  }

  private async reload(): Promise<void> {
    const loaded = new Map<number, PageOverlay>();
    for (const row of await this.store.query('SELECT * FROM page_overlays')) loaded.set(Number(row.page_id), fromRow(row));
    this.cache = loaded;
  }

  get(pageId: number): PageOverlay | undefined {
    return this.cache.get(pageId);
  }

  async put(pageId: number, overlay: PageOverlay, alsoInTransaction?: (tx: StoreTransaction) => Promise<void>): Promise<void> {
    await this.putMany([{ pageId, overlay }], alsoInTransaction);
  }

  async delete(pageId: number, alsoInTransaction?: (tx: StoreTransaction) => Promise<void>): Promise<void> {
    await this.putMany([{ pageId, overlay: null }], alsoInTransaction);
  }

  /**
   * Several pages' overlays (null removes one) in one transaction, with `alsoInTransaction` (the audit record)
   * inside it: all are written or none; another process never reads a page without its overlay in between.
   */
  async putMany(changes: readonly { pageId: number; overlay: PageOverlay | null }[], alsoInTransaction?: (tx: StoreTransaction) => Promise<void>): Promise<void> {
    await this.store.transaction(async (tx) => {
      for (const { pageId, overlay } of changes) {
        await tx.query('DELETE FROM page_overlays WHERE page_id = $1', [pageId]);
        if (overlay === null) continue;
        await tx.query(
          'INSERT INTO page_overlays VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())',
          [pageId, overlay.description?.tr ?? null, overlay.description?.en ?? null,
            overlay.maxSpan ? toRangeType(overlay.maxSpan.unit) : null, overlay.maxSpan?.value ?? null,
            overlay.keywords?.tr ?? null, overlay.keywords?.en ?? null, overlay.updateTime ?? null],
        );
      }
      if (alsoInTransaction) await alsoInTransaction(tx);
      await bumpSettingsVersion(tx, 'page_overlays');
    });
    for (const { pageId, overlay } of changes) {
      if (overlay === null) this.cache.delete(pageId);
      else this.cache.set(pageId, overlay);
    }
  }

  /** Stops watching for other processes' changes (the server closes). */
  close(): void {
    this.watch.stop();
  }

  /** The data-range limit in force: the overlay's, else the descriptor's date-range filter's. */
  spanLimit(descriptor: ReportDescriptor): SpanLimit | undefined {
    const own = descriptor.pageId === undefined ? undefined : this.get(descriptor.pageId)?.maxSpan;
    if (own) return own;
    if (!ownSpans.has(descriptor)) ownSpans.set(descriptor, defaultDateFilter(descriptor)?.maxSpan);
    return ownSpans.get(descriptor);
  }
}

/** Each descriptor's own data-range limit, found once (every data request asks). */
const ownSpans = new WeakMap<ReportDescriptor, SpanLimit | undefined>();

function fromRow(row: Record<string, unknown>): PageOverlay {
  const overlay: PageOverlay = {};
  if (row.description_tr && row.description_en) overlay.description = { tr: String(row.description_tr), en: String(row.description_en) };
  if (row.keywords_tr && row.keywords_en) overlay.keywords = { tr: String(row.keywords_tr), en: String(row.keywords_en) };
  const unit = fromRangeType(String(row.range_type ?? ''));
  if (unit && row.range_max_value) overlay.maxSpan = { unit, value: Number(row.range_max_value) };
  if (row.update_time) overlay.updateTime = String(row.update_time);
  return overlay;
}
