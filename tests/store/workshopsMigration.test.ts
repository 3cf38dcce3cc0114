// Migration 14 gives announcements a kind and a workshop's event: on a store built before it, the announcements
// already published become notices, keep everything else, and readers still see them, on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingWorkshops, visibleAnnouncements } from '../../src/server/announcements/announcements';
import { migrate } from '../../src/server/store/migrations';
import type { Store } from '../../src/server/store/store';
import { openTestStore, type TestStoreKind } from '../support/testServer';

const EVENT_COLUMNS = ['kind', 'starts_at', 'ends_at', 'place_tr', 'place_en', 'online', 'registration_url'];
const NOW = Date.parse('2024-08-20T11:30:00Z');

describe.each<TestStoreKind>(['duckdb', 'postgres'])('migration 14 on a %s store built before it', (kind) => {
  let store: Store;
  beforeAll(async () => { store = await openTestStore(kind); });
  afterAll(async () => { await store?.close(); });

  it('turns the existing announcements into notices and keeps them readable', async () => {
    // Back to the shape of a store built before: the columns gone, the migration not yet applied.
    for (const column of EVENT_COLUMNS) await store.exec(`ALTER TABLE announcements DROP COLUMN ${column}`);
    await store.exec('DELETE FROM schema_migrations WHERE version = 14');
    await store.exec(
      `INSERT INTO announcements (title_tr, title_en, body_tr, body_en, sticky, published_at, visible_until, updated_at, updated_by, importance, view_count)
       VALUES ('Eski duyuru', 'Old notice', 'Metin', 'Text', true, $1, NULL, $1, 1, 'important', 5)`,
      [NOW - 86_400_000],
    );
    await migrate(store);
    const [notice] = await visibleAnnouncements(store, NOW);
    expect(notice).toMatchObject({ titleEn: 'Old notice', sticky: true, importance: 'important', viewCount: 5, kind: 'notice', event: null });
    expect(await store.query("SELECT kind FROM announcements WHERE title_en = 'Old notice'")).toEqual([{ kind: 'notice' }]);
    expect((await visibleAnnouncements(store, NOW, 'notice')).map((a) => a.titleEn)).toEqual(['Old notice']);
    expect(await upcomingWorkshops(store, NOW)).toEqual([]);
  });
});
