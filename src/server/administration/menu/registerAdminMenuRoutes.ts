// The administration service's menu operations (/administration-service/v1/menu/…): the roles, the whole menu as
// an administrator sees it, and adding, changing, moving, renaming and removing its nodes. Each write reads the
// rows in its own transaction, checks the body whole (menuNodeBodies.ts, then menuPlacement.ts: 400 with one
// error per field at fault, nothing written), writes with its audit record, and then has every server process
// rebuild its menu (MenuTree.changed), so get-menu-tree answers the change at once. Shapes: src/server/API.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor, recordAudit, type AuditChange } from '../../audit/auditLog';
import { requestLocale } from '../../http/requestLocale';
import type { MenuTree } from '../../menu/menuTree';
import type { Store, StoreTransaction } from '../../store/store';
import { readAdminMenuRows } from './adminMenuRows';
import { findAdminNode, flattenMenu, toAdminMenuTree, toMenuItem, type AdminMenuItem, type AdminMenuNode } from './adminMenuTree';
import { FieldFaults, isRecord } from './fieldFaults';
import { checkMenuIdBody, checkNodeBody, checkPageNamesBody, type NodeInput } from './menuNodeBodies';
import { checkPlacement, checkSegments, kindAfter } from './menuPlacement';
import { insertNode, nextNodeId, removeNodes, renameNode, updateNode } from './menuNodeWrites';
import { ROLE_LIST } from './roleList';

const MENU = '/administration-service/v1/menu';
const admin = { config: { access: 'admin' as const } };

interface Options { store: Store; tree: MenuTree; now: () => Date }

/** What a removal answers and records: each node that went. */
interface RemovedNode { id: number; kind: string; labelTr: string; labelEn: string }

export function registerAdminMenuRoutes(app: FastifyInstance, { store, tree, now }: Options): void {
  const readTree = async (db: StoreTransaction) => toAdminMenuTree(await readAdminMenuRows(db), tree.fileIds);
  const locale = (request: FastifyRequest) => requestLocale(request);

  /** The reads that take no parameters: an empty object. */
  const checkEmpty = (request: FastifyRequest) => {
    // JSON only: an empty form parses to {} as well.
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (json && isRecord(request.body) && Object.keys(request.body).length === 0) return;
    const faults = new FieldFaults(locale(request));
    faults.say('body', 'Bu çağrı parametre almaz; boş bir nesne ({}) gönderin.', 'This call takes no parameters; send an empty object ({}).');
    faults.throwAny();
  };

  const known = (nodes: readonly AdminMenuNode[], menuId: number, request: FastifyRequest, field = 'menuId'): AdminMenuNode => {
    const node = findAdminNode(nodes, menuId);
    if (node) return node;
    const faults = new FieldFaults(locale(request));
    faults.say(field, `${menuId} numaralı bir menü girişi yok.`, `There is no menu entry ${menuId}.`);
    return faults.throwAny() as never;
  };

  /** Runs a write in one transaction with its audit records, then has every process rebuild its menu. */
  async function write<T>(request: FastifyRequest, work: (tx: StoreTransaction, nodes: AdminMenuNode[], at: Date) => Promise<{ answer: T; audit: AuditChange[] }>): Promise<T> {
    const at = now();
    const answer = await store.transaction(async (tx) => {
      const done = await work(tx, await readTree(tx), at);
      await recordAudit(tx, auditActor(request), at.getTime(), done.audit);
      return done.answer;
    });
    await tree.changed();
    return answer;
  }

  const stateOf = (node: AdminMenuItem | NodeInput & { kind?: string }) => ({
    ...('kind' in node ? { kind: node.kind } : {}), parentId: node.parentId, labelTr: node.labelTr, labelEn: node.labelEn,
    menuOrder: node.menuOrder, urlTr: node.urlTr, urlEn: node.urlEn, externalSelf: node.externalSelf, nofav: node.nofav,
  });

  // Reads ------------------------------------------------------------------------------------------------------
  app.post(`${MENU}/role/list`, admin, async (request) => {
    checkEmpty(request);
    return { items: ROLE_LIST };
  });

  app.post(`${MENU}/tree-list`, admin, async (request) => {
    checkEmpty(request);
    return { items: await readTree(store) };
  });

  app.post(`${MENU}/categorized-list`, admin, async (request) => {
    checkEmpty(request);
    const nodes = await readTree(store);
    return {
      items: nodes.map((category) => ({
        categoryId: category.id, labelTr: category.labelTr, labelEn: category.labelEn,
        nodes: flattenMenu(category.children).map(toMenuItem),
      })),
    };
  });

  app.post(`${MENU}/get-menu-for-update`, admin, async (request) => {
    const menuId = checkMenuIdBody(request.body, locale(request))!;
    const nodes = await readTree(store);
    const node = known(nodes, menuId, request);
    const inside = new Set(flattenMenu([node]).map((n) => n.id));
    return {
      item: toMenuItem(node),
      // The titles it may move below (never itself nor its own entries); null (the top level) is always allowed.
      parentChoices: flattenMenu(nodes).filter((n) => n.kind === 'group' && !inside.has(n.id))
        .map((n) => ({ id: n.id, labelTr: n.labelTr, labelEn: n.labelEn, pathTr: n.pathTr, pathEn: n.pathEn })),
      // What a removal would take with it.
      descendants: flattenMenu(node.children).map(removedOf),
    };
  });

  app.post(`${MENU}/get-menu-children`, admin, async (request) => {
    const menuId = checkMenuIdBody(request.body, locale(request), { topLevel: true });
    const nodes = await readTree(store);
    const children = menuId === null ? nodes : known(nodes, menuId, request).children;
    return { items: children.map(toMenuItem) };
  });

  // Writes -----------------------------------------------------------------------------------------------------
  app.post(`${MENU}/add`, admin, async (request) => {
    const { node: input } = checkNodeBody(request.body, locale(request), 'add');
    return withFreshId(() => write(request, async (tx, nodes, at) => {
      const faults = new FieldFaults(locale(request));
      checkPlacement(nodes, input, faults);
      faults.throwAny();
      const id = await nextNodeId(tx);
      const kind = kindAfter(input, undefined);
      await insertNode(tx, id, kind, input, at);
      const item = toMenuItem(findAdminNode(await readTree(tx), id)!);
      return { answer: { item }, audit: [{ action: 'menu/add', target: `menu:${id}`, before: null, after: stateOf(item) }] };
    }));
  });

  app.post(`${MENU}/update`, admin, async (request) => {
    const { menuId, node: input } = checkNodeBody(request.body, locale(request), 'update');
    return write(request, async (tx, nodes, at) => {
      const self = known(nodes, menuId!, request);
      const faults = new FieldFaults(locale(request));
      checkPlacement(nodes, input, faults, self);
      faults.throwAny();
      await updateNode(tx, self.id, kindAfter(input, self), input, at);
      const item = toMenuItem(findAdminNode(await readTree(tx), self.id)!);
      return { answer: { item }, audit: [{ action: 'menu/update', target: `menu:${self.id}`, before: stateOf(self), after: stateOf(item) }] };
    });
  });

  app.post(`${MENU}/remove`, admin, async (request) => {
    const menuId = checkMenuIdBody(request.body, locale(request))!;
    return write(request, async (tx, nodes, at) => {
      const gone = flattenMenu([known(nodes, menuId, request)]);
      await removeNodes(tx, gone, at);
      const removed = gone.map(removedOf);
      return { answer: { removed, count: removed.length }, audit: [{ action: 'menu/remove', target: `menu:${menuId}`, before: removed, after: null }] };
    });
  });

  app.post(`${MENU}/update-page-table-names`, admin, async (request) => {
    const names = checkPageNamesBody(request.body, locale(request));
    return write(request, async (tx, nodes, at) => {
      const faults = new FieldFaults(locale(request));
      const renamed = new Map(names.map((n) => [n.menuId, n]));
      names.forEach((name, index) => {
        const node = findAdminNode(nodes, name.menuId);
        if (!node) return faults.say(`items[${index}].menuId`, `${name.menuId} numaralı bir menü girişi yok.`, `There is no menu entry ${name.menuId}.`);
        if (node.kind !== 'page') return faults.say(`items[${index}].menuId`, 'Bir rapor sayfası değil; başlıkları ve bağlantıları update ile değiştirin.', 'Not a report page; change titles and links with update.');
        const siblings = (node.parentId === null ? nodes : findAdminNode(nodes, node.parentId)?.children ?? [])
          .filter((s) => s.id !== node.id)
          .map((s) => { const other = renamed.get(s.id); return other ? { id: s.id, labelTr: other.titleTr, labelEn: other.titleEn } : s; });
        checkSegments(siblings, { labelTr: name.titleTr, labelEn: name.titleEn }, faults, `items[${index}].`, { tr: 'titleTr', en: 'titleEn' });
      });
      faults.throwAny();
      for (const name of names) await renameNode(tx, name.menuId, name.titleTr, name.titleEn, at);
      const after = await readTree(tx);
      const items = names.map((name) => toMenuItem(findAdminNode(after, name.menuId)!));
      const audit = names.map((name): AuditChange => {
        const before = findAdminNode(nodes, name.menuId)!;
        return { action: 'update-page-table-names', target: `menu:${name.menuId}`, before: { titleTr: before.labelTr, titleEn: before.labelEn }, after: { titleTr: name.titleTr, titleEn: name.titleEn } };
      });
      return { answer: { items }, audit };
    });
  });
}

/**
 * Two adds at the same moment (two server processes on one PostgreSQL) may pick the same new id; the second one's
 * insert then fails on the key and rolls back whole, so it is simply run again with the next id.
 */
async function withFreshId<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const clash = /duplicate key|primary key|unique constraint/i.test(error instanceof Error ? error.message : '');
      if (!clash || attempt >= attempts) throw error;
    }
  }
}

function removedOf(node: AdminMenuNode): RemovedNode {
  return { id: node.id, kind: node.kind, labelTr: node.labelTr, labelEn: node.labelEn };
}
