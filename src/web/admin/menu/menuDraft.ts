// What an administrator types into the menu entry editor, checked before it is sent (the server checks again,
// whole, and its refusals land beside the same fields): a message per field at fault, or the body add/update
// take. Also the tree helpers the screen needs: search, the titles an entry may move below, and the orders a
// move up or down gives. Pure, so each rule is unit-tested.
import { menuSegment } from '../../../engine/menu/menuPath';
import type { ApiErrorItem } from '../../api/ApiError';
import type { AdminMenuNode, MenuKind, MenuNodeBody } from './menuOperationsApi';

export const MAX_LABEL = 200;
export const MAX_URL = 500;
export const MAX_ORDER = 100_000;

export interface MenuDraft {
  parentId: number | null;
  labelTr: string;
  labelEn: string;
  menuOrder: string;
  isPage: boolean;
  urlTr: string;
  urlEn: string;
  externalSelf: boolean;
  nofav: boolean;
}

/** A field's message: a translation key (the screen's own checks) or the server's text as it came. */
export type FieldMessage = { key: string; values?: Record<string, number> } | { text: string };
export type FieldErrors = Partial<Record<keyof MenuDraft, FieldMessage>>;
export type CheckedDraft = { ok: true; body: MenuNodeBody } | { ok: false; errors: FieldErrors };

export const FIELD_ORDER: readonly (keyof MenuDraft)[] = ['labelTr', 'labelEn', 'parentId', 'menuOrder', 'isPage', 'urlTr', 'urlEn', 'externalSelf', 'nofav'];

export function draftOf(node: AdminMenuNode): MenuDraft {
  return {
    parentId: node.parentId, labelTr: node.labelTr, labelEn: node.labelEn, menuOrder: String(node.menuOrder), isPage: node.isPage,
    urlTr: node.kind === 'link' ? node.urlTr ?? '' : '', urlEn: node.kind === 'link' ? node.urlEn ?? '' : '', externalSelf: node.externalSelf, nofav: node.nofav,
  };
}

/** A new entry placed last among the siblings it joins. */
export function newDraft(parentId: number | null, siblings: readonly AdminMenuNode[]): MenuDraft {
  const last = Math.max(0, ...siblings.map((s) => s.menuOrder));
  return { parentId, labelTr: '', labelEn: '', menuOrder: String(Math.min(MAX_ORDER, last + 1)), isPage: false, urlTr: '', urlEn: '', externalSelf: false, nofav: false };
}

/** `kind`: the entry being edited (a report page keeps its derived address), or undefined for a new one. */
export function checkDraft(draft: MenuDraft, kind: MenuKind | undefined): CheckedDraft {
  const errors: FieldErrors = {};
  for (const field of ['labelTr', 'labelEn'] as const) {
    const text = draft[field].trim();
    if (text === '') errors[field] = { key: 'adminMenu.empty' };
    else if (text.length > MAX_LABEL) errors[field] = { key: 'adminMenu.tooLong', values: { max: MAX_LABEL } };
    else if (menuSegment(text) === '') errors[field] = { key: 'adminMenu.noSegment' };
  }
  const orderText = draft.menuOrder.trim();
  const order = Number(orderText);
  if (!/^\d+$/.test(orderText) || order > MAX_ORDER) errors.menuOrder = { key: 'adminMenu.badOrder', values: { max: MAX_ORDER } };
  const report = kind === 'page';
  const hasUrl = draft.isPage && !report;
  if (hasUrl) {
    for (const field of ['urlTr', 'urlEn'] as const) {
      const problem = urlProblem(draft[field].trim(), draft.externalSelf);
      if (problem) errors[field] = problem;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      parentId: draft.parentId, labelTr: draft.labelTr.trim(), labelEn: draft.labelEn.trim(), menuOrder: order, isPage: report || draft.isPage,
      urlTr: hasUrl ? draft.urlTr.trim() : null, urlEn: hasUrl ? draft.urlEn.trim() : null,
      externalSelf: hasUrl && draft.externalSelf, nofav: draft.nofav,
    },
  };
}

function urlProblem(url: string, external: boolean): FieldMessage | undefined {
  if (url === '') return { key: 'adminMenu.urlMissing' };
  if (url.length > MAX_URL || /[\s\\]/.test(url)) return { key: 'adminMenu.urlSpaces', values: { max: MAX_URL } };
  if (external) return /^https?:\/\/[^/\s]+/i.test(url) ? undefined : { key: 'adminMenu.urlOutside' };
  return url.startsWith('/') && !url.startsWith('//') ? undefined : { key: 'adminMenu.urlInside' };
}

/** The server's refusal (`labelEn: …`) split into the fields it names and what names no field. */
export function serverFieldErrors(errors: readonly ApiErrorItem[]): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const match = /^([A-Za-z]+): (.*)$/s.exec(error.errorMessage);
    const field = match?.[1] as keyof MenuDraft | undefined;
    if (match && field && FIELD_ORDER.includes(field)) fields[field] ??= { text: match[2]! };
    else other.push(error.errorMessage);
  }
  return { fields, other };
}

export function flatten(nodes: readonly AdminMenuNode[]): AdminMenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export function findNode(nodes: readonly AdminMenuNode[], id: number | null): AdminMenuNode | undefined {
  return id === null ? undefined : flatten(nodes).find((node) => node.id === id);
}

export function siblingsOf(tree: readonly AdminMenuNode[], parentId: number | null): AdminMenuNode[] {
  return parentId === null ? [...tree] : findNode(tree, parentId)?.children ?? [];
}

/** Letters folded as the routes fold them, so "gunes" finds "Güneş" and "İ" finds "i". */
const fold = (text: string) => menuSegment(text).replace(/-/g, ' ');

/**
 * The ids a search shows: each entry whose label (either language) or address holds the text, and the titles
 * above it (so it can be reached). Null when there is no search.
 */
export function searchMenu(tree: readonly AdminMenuNode[], search: string): { shown: Set<number>; matches: Set<number> } | null {
  const wanted = fold(search);
  if (wanted === '') return null;
  const shown = new Set<number>();
  const matches = new Set<number>();
  const visit = (node: AdminMenuNode, above: readonly number[]) => {
    const text = fold([node.labelTr, node.labelEn, node.urlTr ?? '', node.urlEn ?? ''].join(' '));
    if (text.includes(wanted)) {
      matches.add(node.id);
      for (const id of [...above, node.id]) shown.add(id);
    }
    for (const child of node.children) visit(child, [...above, node.id]);
  };
  for (const node of tree) visit(node, []);
  return { shown, matches };
}

/** The titles an entry may move below: every title except the entry itself and those under it. */
export function parentChoices(tree: readonly AdminMenuNode[], self: AdminMenuNode | undefined): AdminMenuNode[] {
  const inside = new Set(self ? flatten([self]).map((n) => n.id) : []);
  return flatten(tree).filter((n) => n.kind === 'group' && !inside.has(n.id));
}

/**
 * The new orders when an entry moves one place up (-1) or down (+1) among its siblings: the siblings' own order
 * values are kept, in the new sequence, made strictly increasing where two were equal. Only the entries whose
 * order changes are listed (two, for a swap). Empty when the entry is already first or last.
 */
export function reorder(siblings: readonly AdminMenuNode[], id: number, step: -1 | 1): { node: AdminMenuNode; menuOrder: number }[] {
  const sorted = [...siblings].sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id);
  const from = sorted.findIndex((n) => n.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= sorted.length) return [];
  const values = sorted.map((n) => n.menuOrder);
  const moved = [...sorted];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  const changes: { node: AdminMenuNode; menuOrder: number }[] = [];
  let previous = -1;
  moved.forEach((node, index) => {
    const order = Math.max(values[index]!, previous + 1);
    previous = order;
    if (order !== node.menuOrder) changes.push({ node, menuOrder: order });
  });
  return changes;
}

/** The body that keeps an entry as it is, but for its order (a move up or down). */
export function bodyWithOrder(node: AdminMenuNode, menuOrder: number): MenuNodeBody {
  return {
    parentId: node.parentId, labelTr: node.labelTr, labelEn: node.labelEn, menuOrder, isPage: node.isPage,
    urlTr: node.kind === 'link' ? node.urlTr : null, urlEn: node.kind === 'link' ? node.urlEn : null,
    externalSelf: node.kind === 'page' ? false : node.externalSelf, nofav: node.nofav,
  };
}
