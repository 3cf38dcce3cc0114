// Removing a menu node takes its whole subtree and says what went; and what an administrator did survives a
// restart: a second start-up sync neither undoes a move or rename nor brings back a removed node of the files,
// while an added link stays. On both stores.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMenuNode } from '../../src/engine/menu/findMenuNode';
import type { MenuNode } from '../../src/engine/menu/menuNode';
import { loadMenuGroups } from '../../src/server/menu/loadMenuGroups';
import { MenuTree } from '../../src/server/menu/menuTree';
import { syncMenuNodes } from '../../src/server/menu/syncMenuNodes';
import { toMenuRows } from '../../src/server/menu/toMenuRows';
import { loadReports } from '../../src/server/reports/loadReports';
import { TEST_ADMIN, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const MENU = '/administration-service/v1/menu';
const asAdmin = (call: string, body: unknown) => postJson(server.app, `${MENU}/${call}`, body, { cookie: admin, 'accept-language': 'en' });
const publicTree = async (): Promise<MenuNode[]> => (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/menu/get-menu-tree' })).json().items;
const fileRows = () => toMenuRows(loadMenuGroups(resolve('reports')).groups, loadReports(resolve('reports')).reports);

const DAM = 1110;
const IDM = 1120;

describe('removing menu nodes', () => {
  it('removes a title with its whole subtree, answers what went, and audits it', async () => {
    const preview = (await asAdmin('get-menu-for-update', { menuId: IDM })).json().descendants;
    expect(preview.length).toBeGreaterThan(1);
    const answer = await asAdmin('remove', { menuId: IDM });
    expect(answer.statusCode).toBe(200);
    const { removed, count } = answer.json();
    expect(count).toBe(preview.length + 1);
    expect(removed[0]).toMatchObject({ id: IDM, kind: 'group', labelEn: 'Intraday Market (IDM)' });
    expect(removed.slice(1).map((n: { id: number }) => n.id)).toEqual(preview.map((n: { id: number }) => n.id));
    const tree = await publicTree();
    for (const node of removed) expect(findMenuNode(tree, node.id), String(node.id)).toBeUndefined();
    expect(findMenuNode(tree, DAM)).toBeDefined();

    const log = (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?action=menu/remove', headers: { cookie: admin } })).json();
    expect(log.items[0]).toMatchObject({ target: `menu:${IDM}`, after: null });
    expect(log.items[0].before).toHaveLength(count);
    // Gone is gone: a second removal names an entry that no longer exists.
    const again = await asAdmin('remove', { menuId: IDM });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].errorMessage).toBe(`menuId: There is no menu entry ${IDM}.`);
    expect((await asAdmin('remove', { menuId: 'all' })).statusCode).toBe(400);
  });

  it('keeps every administrator\'s change across a restart, and deletes an added node for good', async () => {
    const dam = (await asAdmin('get-menu-for-update', { menuId: DAM })).json().item;
    const moved = await asAdmin('update', { menuId: DAM, parentId: 1000, labelTr: dam.labelTr, labelEn: 'Spot Power Market', menuOrder: 0, isPage: false, externalSelf: false, nofav: false });
    expect(moved.statusCode).toBe(200);
    const link = (await asAdmin('add', { parentId: 1000, labelTr: 'Kaynaklar', labelEn: 'Resources', menuOrder: 60, isPage: true, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true })).json().item;
    const page = (await asAdmin('remove', { menuId: 62 })).json();
    expect(page).toMatchObject({ count: 1, removed: [{ id: 62, kind: 'page' }] });

    // The next start: the files are synced again, and a fresh tree is read.
    await syncMenuNodes(server.store, fileRows());
    const restarted = await MenuTree.open(server.store, fileRows());
    try {
      const items = restarted.answer().items;
      expect(findMenuNode(items, DAM)).toMatchObject({ labelEn: 'Spot Power Market' });
      expect(items[0]!.children[0]!.id).toBe(DAM);
      expect(findMenuNode(items, 61)!.urlEn).toBe('/electricity/spot-power-market/market-clearing-price-mcp');
      expect(findMenuNode(items, IDM)).toBeUndefined();
      expect(findMenuNode(items, 62)).toBeUndefined();
      expect(findMenuNode(items, link.id)).toMatchObject({ urlEn: 'https://example.org/en', externalSelf: true });
    } finally {
      restarted.close();
    }

    // An added node is deleted, not marked: nothing of it is left in the table.
    expect((await asAdmin('remove', { menuId: link.id })).json().count).toBe(1);
    expect(await server.store.query('SELECT id FROM menu_nodes WHERE id = $1', [link.id])).toEqual([]);
    const marked = await server.store.query('SELECT removed_by_admin, changed_by_admin FROM menu_nodes WHERE id = 62');
    expect(marked[0]).toEqual({ removed_by_admin: true, changed_by_admin: true });
  });
});
