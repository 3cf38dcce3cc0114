// The platform settings (admin sections 9010, 9011, 9015) in the store, on both stores: a saved section survives
// a restart (a new holder on the same store reads it), removing a mail template brings the built-in words back,
// a failed write (the audit part throws) leaves nothing; on PostgreSQL a second server process follows a change
// within about a second, publication times included.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PUBLICATION_TIMES, publicationTimes, setPublicationTimes } from '../../src/engine/request/publicationTimes';
import { builtInTemplate } from '../../src/server/admin-settings/mailTemplates';
import { PlatformSettings, PROCESS_SECTION, templateSection } from '../../src/server/admin-settings/platformSettings';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import { migrate } from '../../src/server/store/migrations';
import type { Store } from '../../src/server/store/store';
import { createDatabase } from '../support/postgresServer';
import { openTestStore, testStoreKind } from '../support/testServer';

const START = { helpDesk: '/about/frequently-asked-questions', social: [], publicData: false };
const LATER = { interimMinute: 12 * 60 + 30, finalMinute: 13 * 60 + 45, sessionCloseMinute: 17 * 60, settlementDay: 10 };
let store: Store;
beforeAll(async () => { store = await openTestStore(); });
afterAll(async () => {
  await store.close();
  setPublicationTimes(DEFAULT_PUBLICATION_TIMES);
});

const nothing = async () => undefined;

describe('the platform settings in the store', () => {
  it('start from the built-in values, and keep a saved section across a restart', async () => {
    const first = await PlatformSettings.open(store, START);
    expect(first.publicationTimes()).toEqual(DEFAULT_PUBLICATION_TIMES);
    expect(first.configuration()).toEqual(START);
    await first.write(PROCESS_SECTION, LATER, 'admin@test.example', 1_000, nothing);
    expect(publicationTimes()).toEqual(LATER);
    first.close();

    setPublicationTimes(DEFAULT_PUBLICATION_TIMES);
    const again = await PlatformSettings.open(store, START);
    expect(again.publicationTimes()).toEqual(LATER);
    expect(publicationTimes()).toEqual(LATER);
    expect(again.stamp(PROCESS_SECTION)).toEqual({ updatedAt: 1_000, updatedBy: 'admin@test.example' });
    await again.write(PROCESS_SECTION, null, 'admin@test.example', 2_000, nothing);
    expect(again.publicationTimes()).toEqual(DEFAULT_PUBLICATION_TIMES);
    again.close();
  });

  it('write nothing when the same transaction fails, and bring the built-in mail back when a template is removed', async () => {
    const settings = await PlatformSettings.open(store, START);
    const worded = { tr: { subject: 'Konu', body: '{link}' }, en: { subject: 'Subject', body: '{link}' } };
    await expect(settings.write(templateSection('passwordReset'), worded, 'a@test.example', 1, async () => { throw new Error('audit failed'); })).rejects.toThrow('audit failed');
    expect(settings.isWorded('passwordReset')).toBe(false);
    await settings.write(templateSection('passwordReset'), worded, 'a@test.example', 1, nothing);
    expect(settings.mailTemplate('passwordReset')).toEqual(worded);
    await settings.write(templateSection('passwordReset'), null, 'a@test.example', 2, nothing);
    expect(settings.mailTemplate('passwordReset')).toEqual(builtInTemplate('passwordReset'));
    settings.close();
  });

  it.runIf(testStoreKind() === 'postgres')('reach a second server process within about a second', async () => {
    const database = await createDatabase(inject('postgresAdminUrl'), 'platform');
    const one = await openPostgresStore(database.url);
    const two = await openPostgresStore(database.url);
    await migrate(one);
    const here = await PlatformSettings.open(one, START);
    const there = await PlatformSettings.open(two, START);
    try {
      await here.write('configuration', { ...START, publicData: true }, 'a@test.example', 3, nothing);
      const deadline = Date.now() + 5_000;
      while (!there.configuration().publicData && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      expect(there.configuration().publicData).toBe(true);
    } finally {
      here.close();
      there.close();
      await Promise.all([one.close(), two.close()]);
      await database.drop();
    }
  });
});
