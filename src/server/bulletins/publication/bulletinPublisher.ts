// Serves and makes published bulletins: a final period's bulletin comes from the archive, or, when the archive
// has none or only one made before a newer revision of the period's data, it is made now (in the render lane,
// once per bulletin however many readers ask at the same moment), stored and served. The renderer is passed in
// (content/renderBulletin.ts in the app), so the publication is tested with a small one.
import { BULLETIN_MARKETS, BULLETIN_PERIODS, type BulletinLanguage, type BulletinRequest, type RenderBulletin } from '../bulletinKinds';
import { readDataVersion } from '../../store/dataVersion';
import type { Store } from '../../store/store';
import { findArchived, periodRevision, storeBulletin, type ArchivedBulletin, type BulletinFormat } from './bulletinArchive';
import { latestPublished, type StoredRange } from './finalPeriods';
import type { PeriodSpan } from '../periodKey';
import { createRenderLane, type RenderLane } from './renderLane';

export const BULLETIN_LANGUAGES: readonly BulletinLanguage[] = ['tr', 'en'];

export interface PublisherOptions {
  store: Store;
  render: RenderBulletin;
  now: () => Date;
  range: StoredRange;
  lane?: RenderLane;
}

export interface BulletinPublisher {
  /** The bulletin of a published period in one format, made first if the archive has no current one. */
  document(request: BulletinRequest, span: PeriodSpan, format: BulletinFormat): Promise<ArchivedBulletin>;
  /** Makes the newest published period of every kind, market and language that is missing or stale; how many were made. */
  publishLatest(): Promise<number>;
}

export function createBulletinPublisher(options: PublisherOptions): BulletinPublisher {
  const { store } = options;
  const lane = options.lane ?? createRenderLane();
  const making = new Map<string, Promise<void>>();

  /** Makes and stores one bulletin, unless the same one is already being made here (then waits for that). */
  function make(request: BulletinRequest, revision: number): Promise<void> {
    const id = `${request.market}|${request.period}|${request.periodKey}|${request.language}`;
    let pending = making.get(id);
    if (!pending) {
      pending = lane.run(async () => {
        const dataVersion = await readDataVersion(store);
        const rendered = await options.render(store, request);
        await storeBulletin(store, request, { ...rendered, generatedAt: Date.now(), dataVersion, dataRevision: revision });
      }).finally(() => making.delete(id));
      making.set(id, pending);
    }
    return pending;
  }

  async function current(request: BulletinRequest, span: PeriodSpan, format: BulletinFormat): Promise<{ archived?: ArchivedBulletin; revision: number }> {
    const [archived, revision] = await Promise.all([findArchived(store, request, format), periodRevision(store, span)]);
    return archived && archived.dataRevision >= revision ? { archived, revision } : { revision };
  }

  return {
    async document(request, span, format) {
      const first = await current(request, span, format);
      if (first.archived) return first.archived;
      await make(request, first.revision);
      // Read back: another process may have stored the same bulletin first; either copy is current.
      const stored = await findArchived(store, request, format);
      if (!stored) throw new Error(`bulletin ${request.market}/${request.period}/${request.periodKey} was made but is not in the archive`);
      return stored;
    },
    async publishLatest() {
      let made = 0;
      for (const period of BULLETIN_PERIODS) {
        const span = latestPublished(period, options.now(), options.range);
        if (!span) continue;
        for (const market of BULLETIN_MARKETS) {
          for (const language of BULLETIN_LANGUAGES) {
            const request: BulletinRequest = { market, period, periodKey: span.key, language };
            const state = await current(request, span, 'html');
            if (state.archived) continue;
            await make(request, state.revision);
            made += 1;
          }
        }
      }
      return made;
    },
  };
}
