// The content documents in the store, on DuckDB and on PostgreSQL: a fresh store reads the seeded texts; a save
// writes the document, keeps the original and the new version, and its audit record in one go; the history keeps
// only the last versions; a refused body writes nothing at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeed } from '../../src/engine/content-pages/contentSeed';
import { checkContentDocument } from '../../src/server/content-pages/contentDocumentKinds';
import { listRevisions, readContent, REVISIONS_KEPT, saveContent } from '../../src/server/content-pages/contentStore';
import type { Store } from '../../src/server/store/store';
import { openTestStore } from '../support/testServer';

let store: Store;
const actor = { accountId: 1, email: 'admin@test.example' };
const count = async (table: string) => Number((await store.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

beforeAll(async () => { store = await openTestStore(); });
afterAll(() => store.close());

describe('content documents in the store', () => {
  it('reads the seeded text on a fresh store, unchanged', async () => {
    const faq = await readContent(store, 'faq');
    expect(faq.updatedAt).toBeNull();
    expect(faq.document.items[0]!.question.en).toBe('How do I become a member?');
    expect((await readContent(store, 'meta')).document).toEqual(contentSeed.meta);
  });

  it('saves a document with its audit record, keeping the original as a revision', async () => {
    const document = structuredClone(contentSeed.disclaimer);
    document.text.en = '<p>Reuse with citation.</p>';
    const saved = await saveContent(store, 'disclaimer', document, actor, 1_000, 'update-content');
    expect(saved.updatedAt).toBe(1_000);
    expect((await readContent(store, 'disclaimer')).document.text.en).toBe('<p>Reuse with citation.</p>');
    const history = await listRevisions(store, 'disclaimer');
    expect(history.map((r) => r.savedBy)).toEqual([actor.email, null]);
    expect(history[1]!.document).toEqual(contentSeed.disclaimer);
    const [audit] = await store.query("SELECT action, target, before_json, after_json FROM audit_log WHERE target = 'content:disclaimer'");
    expect(audit).toMatchObject({ action: 'update-content' });
    expect(JSON.parse(String(audit!.before_json))).toEqual(contentSeed.disclaimer);
    expect(JSON.parse(String(audit!.after_json)).text.en).toBe('<p>Reuse with citation.</p>');
  });

  it(`keeps the last ${REVISIONS_KEPT} versions only`, async () => {
    for (let i = 0; i < REVISIONS_KEPT + 3; i += 1) {
      await saveContent(store, 'meta', { ...contentSeed.meta, keywords: { tr: `k${i}`, en: `k${i}` } }, actor, 2_000 + i, 'update-content');
    }
    const history = await listRevisions(store, 'meta');
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history[0]!.document.keywords.en).toBe(`k${REVISIONS_KEPT + 2}`);
  });

  it('refuses a bad body whole, naming each field, so nothing reaches the store', async () => {
    const before = [await count('content_documents'), await count('content_revisions'), await count('audit_log')];
    const checked = checkContentDocument('faq', { items: [{ id: 'Bad Id', question: { tr: '', en: 'Q' }, answer: { tr: '<script>x</script>', en: '<p>A</p>' } }] }, 'en', { reportExists: () => true });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => e.errorMessage.split(':')[0])).toEqual(['items[0].id', 'items[0].question.tr', 'items[0].answer.tr']);
    expect([await count('content_documents'), await count('content_revisions'), await count('audit_log')]).toEqual(before);
  });
});
