// The first HTML carries the administrators' default meta description and keywords, in the reader's language and
// escaped, in place of the built shell's, and the answer the app's query reads, so the page never shows an old one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeed } from '../../src/engine/content-pages/contentSeed';
import { signIn, startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'content-shell-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><meta name="description" content="built" /><title>Şeffaflık</title></head><body><div id="root"></div></body></html>');
  server = await startTestServer({ publicData: false, webDir });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const shell = async (language: string) => (await server.app.inject({ url: '/about', headers: { 'accept-language': language } })).body;

describe('the default meta description in the first HTML', () => {
  it('is the stored one, in the reader’s language, escaped', async () => {
    expect(await shell('en-US')).toContain(`<meta name="description" content="${contentSeed.meta.description.en}" />`);
    expect(await shell('tr-TR')).toContain(`<meta name="keywords" content="${contentSeed.meta.keywords.tr}" />`);
    expect(await shell('tr-TR')).not.toContain('content="built"');

    const admin = await signIn(server.app, TEST_ADMIN, 'admin');
    const changed = { description: { tr: 'Yeni "açıklama" <b>', en: 'New & improved' }, keywords: { tr: 'a, b', en: 'c, d' } };
    const saved = await server.app.inject({ method: 'PUT', url: '/app-api/admin/content/meta', headers: { cookie: admin, 'content-type': 'application/json' }, payload: JSON.stringify(changed) });
    expect(saved.statusCode).toBe(200);
    const html = await shell('tr-TR');
    expect(html).toContain('<meta name="description" content="Yeni &quot;açıklama&quot; &lt;b&gt;" />');
    expect(html).toContain('{"key":["content","meta"]');
    expect(await shell('en-US')).toContain('content="New &amp; improved"');
  });
});
