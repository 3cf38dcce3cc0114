// get-menu-tree on the test server (DuckDB and PostgreSQL): the envelope and fields of the reference, the
// real skeleton with the descriptors' pages, and the start-up sync that keeps what an administrator changed.
import Fastify from 'fastify';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMenuNode } from '../../src/engine/menu/findMenuNode';
import { loadMenuGroups } from '../../src/server/menu/loadMenuGroups';
import { MenuTree } from '../../src/server/menu/menuTree';
import { registerMenuRoutes } from '../../src/server/menu/registerMenuRoutes';
import { toMenuRows } from '../../src/server/menu/toMenuRows';
import { loadReports } from '../../src/server/reports/loadReports';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const URL = '/electricity-service/v1/menu/get-menu-tree';
const fileRows = () => toMenuRows(loadMenuGroups(resolve('reports')).groups, loadReports(resolve('reports')).reports);

describe('get-menu-tree', () => {
  it('answers the whole tree in the reference envelope, ignoring a body', async () => {
    const res = await server.app.inject({ method: 'GET', url: URL, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['items', 'page']);
    expect(body.items.map((n: { labelEn: string }) => n.labelEn)).toEqual(['Electricity', 'Natural Gas']);
    expect(body.page).toEqual({ number: 1, size: 2, total: 2, sort: null });
    const mcp = findMenuNode(body.items, 61)!;
    expect(Object.keys(mcp).sort()).toEqual(['children', 'externalSelf', 'id', 'labelEn', 'labelTr', 'menuOrder', 'nofav', 'urlEn', 'urlTr']);
    expect(mcp).toMatchObject({
      urlEn: '/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp',
      urlTr: expect.stringMatching(/^\/elektrik\/elektrik-piyasalari\/gun-oncesi-piyasasi-gop\/[a-z0-9-]+$/),
      children: [], nofav: false, externalSelf: false,
    });
    expect(findMenuNode(body.items, 1000)).toMatchObject({ urlEn: null, urlTr: null, labelTr: 'Elektrik' });
  });

  it('has a node in the table for every group and page', async () => {
    const rows = await server.store.query('SELECT count(*) AS n FROM menu_nodes');
    expect(Number(rows[0]!.n)).toBe(fileRows().length);
  });

  it('keeps an administrator\'s change across a restart and restores anything else from the files', async () => {
    await server.store.query("UPDATE menu_nodes SET label_en = 'Spot Power Market', changed_by_admin = true, changed_at = now() WHERE id = 1110");
    await server.store.query("UPDATE menu_nodes SET label_en = 'Edited Without Marker' WHERE id = 1130");
    await server.store.query("INSERT INTO menu_nodes (id, parent_id, kind, label_tr, label_en, menu_order, nofav, external_self) VALUES (7777, 1000, 'page', 'Eski', 'Old', 9, false, false)");
    await server.store.query("INSERT INTO menu_nodes (id, parent_id, kind, label_tr, label_en, menu_order, nofav, external_self, url_tr, url_en, changed_by_admin, changed_at) VALUES (7778, 1000, 'link', 'Bağlantı', 'Link', 9, true, true, 'https://example.org/tr', 'https://example.org/en', true, now())");

    // The running server answers from its cache until the table is reloaded.
    expect(findMenuNode((await server.app.inject({ method: 'GET', url: URL })).json().items, 1110)!.labelEn).toBe('Day-Ahead Market (DAM)');

    const restarted = await MenuTree.open(server.store, fileRows());
    const items = restarted.answer().items;
    expect(findMenuNode(items, 1110)!.labelEn).toBe('Spot Power Market');
    expect(findMenuNode(items, 61)!.urlEn).toBe('/electricity/electricity-markets/spot-power-market/market-clearing-price-mcp');
    expect(findMenuNode(items, 1130)!.labelEn).toBe('Balancing Power Market (BPM)');
    expect(findMenuNode(items, 7777)).toBeUndefined();
    expect(findMenuNode(items, 7778)).toMatchObject({ urlEn: 'https://example.org/en', nofav: true, externalSelf: true });
    const marker = await server.store.query('SELECT changed_by_admin FROM menu_nodes WHERE id = 1110');
    expect(marker[0]!.changed_by_admin).toBe(true);
  });

  it('refuses to start with a broken groups file and leaves the table alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'menu-'));
    try {
      cpSync('reports', dir, { recursive: true });
      writeFileSync(join(dir, 'menu-groups.json'), JSON.stringify({ schemaVersion: 1, groups: [{ key: 'electricity', id: 1000, labelTr: 'Elektrik', labelEn: 'Electricity', order: 1 }] }));
      const before = await server.store.query('SELECT count(*) AS n FROM menu_nodes');
      const app = Fastify();
      await expect(registerMenuRoutes(app, { store: server.store, reports: loadReports(resolve('reports')).reports, reportsDir: dir }))
        .rejects.toThrow(/dam-mcp\.json#\/menu\/parent: menu group "electricity\/electricity-markets\/day-ahead-market" does not exist \[menuParentExists\]/);
      expect(await server.store.query('SELECT count(*) AS n FROM menu_nodes')).toEqual(before);
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
