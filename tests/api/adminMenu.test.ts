// The administration service's menu operations on both stores: administrators only, every body checked whole
// (400 naming each field at fault, nothing written, no audit record), and a change that the public
// get-menu-tree answers at once: adding a title and a link, renaming, moving (with the cycle refused), the
// report page names, and the reads (roles, tree, categories, one node, children).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMenuNode } from '../../src/engine/menu/findMenuNode';
import type { MenuNode } from '../../src/engine/menu/menuNode';
import { TEST_ADMIN, TEST_MEMBER, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const MENU = '/administration-service/v1/menu';
const asAdmin = (call: string, body: unknown, locale = 'en') => postJson(server.app, `${MENU}/${call}`, body, { cookie: admin, 'accept-language': locale });
const publicTree = async (): Promise<MenuNode[]> => (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/menu/get-menu-tree' })).json().items;
const messages = (answer: { json: () => { errors: { errorMessage: string }[] } }) => answer.json().errors.map((e) => e.errorMessage);
const count = async (table: string) => Number((await server.store.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

const ELECTRICITY = 1000;
const MARKETS = 1100;
const DAM = 1110;
const link = { parentId: ELECTRICITY, labelTr: 'Yardım Masası', labelEn: 'Help Desk', menuOrder: 50, isPage: true, urlTr: 'https://example.org/yardim', urlEn: 'https://example.org/help', externalSelf: true, nofav: true };

describe('who may call the menu operations', () => {
  it('refuses visitors with 401 and members with 403 in the error envelope, and writes nothing', async () => {
    const member = await signIn(server.app, TEST_MEMBER);
    const before = await count('menu_nodes');
    for (const call of ['role/list', 'tree-list', 'categorized-list', 'get-menu-for-update', 'get-menu-children', 'add', 'update', 'remove', 'update-page-table-names']) {
      const body = call === 'add' ? link : call.startsWith('get-menu') || call === 'remove' ? { menuId: DAM } : {};
      expect((await postJson(server.app, `${MENU}/${call}`, body)).statusCode, call).toBe(401);
      const asMember = await postJson(server.app, `${MENU}/${call}`, body, { cookie: member });
      expect(asMember.statusCode, call).toBe(403);
      expect(asMember.json().errors[0].errorCode).toBe('FORBIDDEN');
    }
    expect(await count('menu_nodes')).toBe(before);
  });
});

describe('menu reads', () => {
  it('lists the roles in both languages and the whole tree with its flags', async () => {
    const roles = (await asAdmin('role/list', {})).json().items;
    expect(roles.map((r: { role: string }) => r.role)).toEqual(['member', 'admin']);
    expect(roles[1]).toMatchObject({ nameTr: 'Yönetici', nameEn: 'Administrator' });

    const tree = (await asAdmin('tree-list', {})).json().items;
    expect(tree.map((n: { labelEn: string }) => n.labelEn)).toEqual(['Electricity', 'Natural Gas']);
    const mcp = findMenuNode(tree, 61) as unknown as Record<string, unknown>;
    expect(mcp).toMatchObject({ kind: 'page', isPage: true, fromFiles: true, changedByAdmin: false, parentId: DAM, urlEn: expect.stringMatching(/\/day-ahead-market-dam\/market-clearing-price-mcp$/), pathEn: ['Electricity', 'Electricity Markets', 'Day-Ahead Market (DAM)'] });

    const categories = (await asAdmin('categorized-list', {}, 'tr')).json().items;
    expect(categories.map((c: { labelTr: string }) => c.labelTr)).toEqual(['Elektrik', 'Doğal Gaz']);
    expect(categories[0].nodes.some((n: { id: number }) => n.id === 61)).toBe(true);
    expect(categories[1].nodes.some((n: { id: number }) => n.id === 61)).toBe(false);

    const children = (await asAdmin('get-menu-children', { menuId: MARKETS })).json().items;
    expect(children.map((n: { id: number }) => n.id)).toContain(DAM);
    expect(children.every((n: { children?: unknown }) => n.children === undefined)).toBe(true);
    expect((await asAdmin('get-menu-children', { menuId: null })).json().items.map((n: { id: number }) => n.id)).toEqual([1000, 2000]);
    expect((await asAdmin('get-menu-children', { menuId: null, depth: 1 })).statusCode).toBe(400);

    const forUpdate = (await asAdmin('get-menu-for-update', { menuId: DAM })).json();
    expect(forUpdate.item).toMatchObject({ id: DAM, kind: 'group', labelEn: 'Day-Ahead Market (DAM)' });
    expect(forUpdate.descendants.map((n: { id: number }) => n.id)).toContain(61);
    const choices = forUpdate.parentChoices.map((c: { id: number }) => c.id);
    expect(choices).toContain(MARKETS);
    expect(choices).not.toContain(DAM);

    for (const [call, body] of [['tree-list', { x: 1 }], ['get-menu-for-update', { menuId: 424242 }], ['get-menu-for-update', { menuId: '61' }], ['get-menu-children', {}]] as const) {
      const refused = await asAdmin(call, body);
      expect(refused.statusCode, call).toBe(400);
      expect(refused.json().errors[0].errorCode).toBe('INVALID_FIELD');
    }
  });
});

describe('menu writes', () => {
  it('refuses a faulty node whole, one error per field, with nothing written', async () => {
    const nodes = await count('menu_nodes');
    const audits = await count('audit_log');
    const bad = await asAdmin('add', { parentId: 424242, labelTr: '  ', labelEn: 'x'.repeat(201), menuOrder: -1, isPage: true, urlTr: 'javascript:alert(1)', externalSelf: true, colour: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual([
      'colour: Unknown field.', 'labelTr: Cannot be empty.', 'labelEn: May be at most 200 characters.', 'menuOrder: Must be a whole number from 0 to 100000.',
      'urlTr: An outside link must be a whole address starting with https:// or http://.',
    ]);
    // Shape right, tree wrong: unknown parent, a page without address, a page as parent, a sibling's route.
    expect(messages(await asAdmin('add', { ...link, parentId: 424242 }))).toEqual(['parentId: There is no menu title 424242.']);
    expect(messages(await asAdmin('add', { ...link, urlTr: null, urlEn: null }))).toEqual(['urlTr: A page entry needs an address.', 'urlEn: A page entry needs an address.']);
    expect(messages(await asAdmin('add', { ...link, parentId: 61 }))).toEqual(['parentId: Must be a title; nothing can sit below a page.']);
    const twin = await asAdmin('add', { ...link, parentId: MARKETS, labelTr: 'Gün Öncesi Piyasası (GÖP)', labelEn: 'Day ahead market DAM' }, 'tr');
    expect(messages(twin)).toEqual([
      'labelTr: Aynı başlık altındaki "Gün Öncesi Piyasası (GÖP)" ile aynı adresi ("gun-oncesi-piyasasi-gop") verir; etiketi değiştirin.',
      'labelEn: Aynı başlık altındaki "Gün Öncesi Piyasası (GÖP)" ile aynı adresi ("day-ahead-market-dam") verir; etiketi değiştirin.',
    ]);
    expect(messages(await asAdmin('add', { ...link, isPage: false }))).toEqual([
      'urlTr: A title has no address; send null.', 'urlEn: A title has no address; send null.', 'externalSelf: Only a page entry can be an outside link.',
    ]);
    expect(messages(await asAdmin('add', { ...link, externalSelf: false }))[0]).toContain('urlTr: An address of this site must start with "/"');
    expect(await count('menu_nodes')).toBe(nodes);
    expect(await count('audit_log')).toBe(audits);
  });

  it('adds a title and a link under it, which the public tree shows at once, and audits them', async () => {
    const title = await asAdmin('add', { parentId: ELECTRICITY, labelTr: 'Bağlantılar', labelEn: 'Links', menuOrder: 40, isPage: false });
    expect(title.statusCode).toBe(200);
    const group = title.json().item;
    expect(group).toMatchObject({ kind: 'group', isPage: false, fromFiles: false, changedByAdmin: true, urlEn: null, changedAt: expect.stringMatching(/\+03:00$/) });
    expect(group.id).toBeGreaterThanOrEqual(700_000);
    const added = await asAdmin('add', { ...link, parentId: group.id });
    expect(added.statusCode).toBe(200);
    const entry = added.json().item;
    expect(entry).toMatchObject({ kind: 'link', parentId: group.id, urlEn: 'https://example.org/help', externalSelf: true, nofav: true, pathEn: ['Electricity', 'Links'] });

    expect(findMenuNode(await publicTree(), group.id)!.children.map((n) => n.labelEn)).toEqual(['Help Desk']);
    const log = (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?action=menu/add', headers: { cookie: admin } })).json();
    expect(log.items[0]).toMatchObject({ email: TEST_ADMIN.email, target: `menu:${entry.id}`, before: null, after: { kind: 'link', labelEn: 'Help Desk', urlEn: 'https://example.org/help' } });

    // An address of this site is an in-app link.
    const inside = await asAdmin('add', { parentId: group.id, labelTr: 'Duyurular', labelEn: 'Notices', menuOrder: 2, isPage: true, urlTr: '/announcements', urlEn: '/announcements' });
    expect(findMenuNode(await publicTree(), inside.json().item.id)).toMatchObject({ urlEn: '/announcements', externalSelf: false });
  });

  it('gives two adds at the same moment different ids', async () => {
    const [first, second] = await Promise.all(['Birinci', 'İkinci'].map((labelTr, i) =>
      asAdmin('add', { parentId: 2000, labelTr, labelEn: `Entry ${i + 1}`, menuOrder: 90, isPage: false })));
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(first!.json().item.id).not.toBe(second!.json().item.id);
    for (const answer of [first!, second!]) expect((await asAdmin('remove', { menuId: answer.json().item.id })).statusCode).toBe(200);
  });

  it('renames and moves a title, its pages\' routes follow, and a move below its own entry is refused', async () => {
    const current = (await asAdmin('get-menu-for-update', { menuId: DAM })).json().item;
    const edit = { menuId: DAM, parentId: current.parentId, labelTr: current.labelTr, labelEn: 'Spot Power Market', menuOrder: current.menuOrder, isPage: false, urlTr: null, urlEn: null, externalSelf: false, nofav: false };
    const cycle = await asAdmin('update', { ...edit, parentId: DAM });
    expect(messages(cycle)).toEqual(['parentId: An entry cannot move below itself or one of its own entries.']);
    expect(messages(await asAdmin('update', { ...edit, parentId: MARKETS, isPage: true, urlTr: '/x', urlEn: '/x' }))).toEqual(['isPage: A title with entries below it cannot become a page.']);
    expect(messages(await asAdmin('update', { ...edit, menuId: 424242 }))).toEqual(['menuId: There is no menu entry 424242.']);
    // Moving Electricity below Day-Ahead Market (its own descendant): refused.
    const electricity = (await asAdmin('get-menu-for-update', { menuId: ELECTRICITY })).json().item;
    expect(messages(await asAdmin('update', { ...edit, menuId: ELECTRICITY, labelTr: electricity.labelTr, labelEn: electricity.labelEn, parentId: DAM })))
      .toEqual(['parentId: An entry cannot move below itself or one of its own entries.']);

    const renamed = await asAdmin('update', { ...edit, parentId: ELECTRICITY, menuOrder: 0 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().item).toMatchObject({ parentId: ELECTRICITY, labelEn: 'Spot Power Market', changedByAdmin: true });
    const tree = await publicTree();
    expect(tree[0]!.children[0]!.id).toBe(DAM);
    expect(findMenuNode(tree, 61)!.urlEn).toBe('/electricity/spot-power-market/market-clearing-price-mcp');

    // A report page keeps its derived address and cannot become an outside link.
    const page = (await asAdmin('get-menu-for-update', { menuId: 61 })).json().item;
    const pageEdit = { menuId: 61, parentId: page.parentId, labelTr: page.labelTr, labelEn: page.labelEn, menuOrder: page.menuOrder, isPage: true, externalSelf: true, urlTr: 'https://example.org/x', urlEn: null };
    expect(messages(await asAdmin('update', pageEdit))).toEqual([
      'urlTr: A report page\'s address is made from its labels; send null.', 'externalSelf: A report page cannot be an outside link.',
    ]);
  });

  it('renames report pages by their table names, refusing titles and clashing siblings', async () => {
    const refused = await asAdmin('update-page-table-names', { items: [{ menuId: MARKETS, titleTr: 'A', titleEn: 'A' }, { menuId: 62, titleTr: 'x', titleEn: '' }] });
    expect(messages(refused)).toEqual(['items[1].titleEn: Cannot be empty.']);
    expect(messages(await asAdmin('update-page-table-names', { items: [{ menuId: MARKETS, titleTr: 'A', titleEn: 'A' }] })))
      .toEqual(['items[0].menuId: Not a report page; change titles and links with update.']);
    const answer = await asAdmin('update-page-table-names', { items: [{ menuId: 61, titleTr: 'Takas Fiyatı', titleEn: 'Clearing Price' }] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items[0]).toMatchObject({ id: 61, labelTr: 'Takas Fiyatı', labelEn: 'Clearing Price', changedByAdmin: true });
    expect(findMenuNode(await publicTree(), 61)).toMatchObject({ labelEn: 'Clearing Price', urlTr: expect.stringMatching(/\/takas-fiyati$/) });
    const clash = await asAdmin('update-page-table-names', { items: [{ menuId: 62, titleTr: 'Takas Fiyatı', titleEn: 'Other' }] });
    expect(messages(clash)[0]).toMatch(/^items\[0\]\.titleTr: Gives the same address \("takas-fiyati"\)/);
  });
});
