// Screen 256, "Menu Operations": the whole menu as a tree (open, close, search) beside the editor of the selected
// entry. An entry is renamed, moved (parent or one place up/down), given an address or flags, added below or
// beside another, or deleted after a confirmation naming everything that goes. Every save ends in the "Operation
// Successful" notice and reloads the sidebar's menu; unsaved edits warn before the page or the entry is left.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import {
  bodyWithOrder, checkDraft, draftOf, FIELD_ORDER, findNode, flatten, newDraft, parentChoices, reorder, searchMenu, serverFieldErrors, siblingsOf,
  type FieldErrors, type MenuDraft,
} from './menuDraft';
import { MenuNodeEditor } from './MenuNodeEditor';
import { addMenuNode, adminMenuQuery, refreshMenus, removeMenuNode, updateMenuNode, type AdminMenuNode } from './menuOperationsApi';
import { MenuTreePanel } from './MenuTreePanel';
import { RemoveMenuDialog } from './RemoveMenuDialog';
import './menuOperations.css';

/** What the editor holds: an existing entry, or a new one below a title (null: the top level). */
type Editing = { mode: 'edit'; id: number } | { mode: 'new'; parentId: number | null };

export function MenuOperationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const menu = useQuery(adminMenuQuery());
  const tree = useMemo(() => menu.data ?? [], [menu.data]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  const [baseline, setBaseline] = useState<MenuDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [removal, setRemoval] = useState<AdminMenuNode | null>(null);
  const [removing, setRemoving] = useState(false);

  const found = useMemo(() => searchMenu(tree, search), [tree, search]);
  const node = editing?.mode === 'edit' ? findNode(tree, editing.id) : undefined;
  const dirty = draft !== null && baseline !== null && JSON.stringify(draft) !== JSON.stringify(baseline);
  useLeaveWarning(dirty, t('adminMenu.unsaved'));

  const label = (n: { labelTr: string; labelEn: string }) => (locale === 'tr' ? n.labelTr : n.labelEn);
  const mayLeave = () => !dirty || window.confirm(t('adminMenu.leaveNode'));

  const open = (next: Editing, nextDraft: MenuDraft) => {
    setEditing(next);
    setDraft(nextDraft);
    setBaseline(nextDraft);
    setErrors({});
    setOtherErrors([]);
  };
  const select = (target: AdminMenuNode) => {
    if (editing?.mode === 'edit' && editing.id === target.id) return;
    if (mayLeave()) open({ mode: 'edit', id: target.id }, draftOf(target));
  };
  const startNew = (parentId: number | null) => {
    if (!mayLeave()) return;
    open({ mode: 'new', parentId }, newDraft(parentId, siblingsOf(tree, parentId)));
    if (parentId !== null) setExpanded((s) => new Set(s).add(parentId));
  };
  const toggle = (id: number) => setExpanded((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  const refused = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 400) {
      setOtherErrors([error instanceof Error ? error.message : String(error)]);
      return;
    }
    const { fields, other } = serverFieldErrors(error.errors);
    setErrors(fields);
    setOtherErrors(other);
    focusFirst(fields);
  };
  const focusFirst = (fields: FieldErrors) => {
    const field = FIELD_ORDER.find((f) => fields[f]);
    if (field) requestAnimationFrame(() => (document.querySelector(`.admin-menu-editor [id$="-${field}"]`) as HTMLElement | null)?.focus());
  };

  const save = async () => {
    if (!draft || !editing) return;
    const checked = checkDraft(draft, node?.kind);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOtherErrors([]);
      focusFirst(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const item = editing.mode === 'edit' ? await updateMenuNode(editing.id, checked.body) : await addMenuNode(checked.body);
      await refreshMenus(client);
      open({ mode: 'edit', id: item.id }, draftOf(item));
      if (item.parentId !== null) setExpanded((s) => new Set(s).add(item.parentId!));
      showNotice({ kind: 'success', message: t(editing.mode === 'edit' ? 'adminMenu.saved' : 'adminMenu.savedNew', { label: label(item) }) });
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (editing?.mode === 'new') {
      setEditing(null);
      setDraft(null);
      setBaseline(null);
    } else if (baseline) {
      setDraft(baseline);
    }
    setErrors({});
    setOtherErrors([]);
  };

  const move = async (step: -1 | 1) => {
    if (!node) return;
    setSaving(true);
    try {
      for (const change of reorder(siblingsOf(tree, node.parentId), node.id, step)) await updateMenuNode(change.node.id, bodyWithOrder(change.node, change.menuOrder));
      const moved = await refreshAndFind(node.id);
      if (moved) open({ mode: 'edit', id: moved.id }, draftOf(moved));
      showNotice({ kind: 'success', message: t('adminMenu.moved', { label: label(node) }) });
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };
  const refreshAndFind = async (id: number) => {
    await refreshMenus(client);
    return findNode(client.getQueryData<AdminMenuNode[]>(adminMenuQuery().queryKey) ?? [], id);
  };

  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      const { count } = await removeMenuNode(removal.id);
      const gone = removal;
      setRemoval(null);
      setEditing(null);
      setDraft(null);
      setBaseline(null);
      await refreshMenus(client);
      showNotice({ kind: 'success', message: t('adminMenu.removed', { label: label(gone), count }) });
    } catch {
      // The error modal has said what the server refused; the dialog stays for another try or Cancel.
    } finally {
      setRemoving(false);
    }
  };

  const siblings = node ? [...siblingsOf(tree, node.parentId)].sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id) : [];
  const place = node ? siblings.findIndex((s) => s.id === node.id) : -1;
  const newParent = editing?.mode === 'new' ? findNode(tree, editing.parentId) : undefined;
  const heading = node
    ? t('adminMenu.editOf', { label: label(node) })
    : editing?.mode === 'new' ? (newParent ? t('adminMenu.newUnder', { label: label(newParent) }) : t('adminMenu.newTop')) : '';

  return (
    <div className="content-page admin-menu">
      <PageHeader title={t('adminMenu.title')} lead={t('adminMenu.lead')} />
      {menu.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {menu.isError && (
        <p className="status" role="alert">
          {t('adminMenu.loadFailed')} <button type="button" className="button button-small" onClick={() => void menu.refetch()}>{t('adminMenu.retry')}</button>
        </p>
      )}
      {menu.data && (
        <div className="admin-menu-layout">
          <section className="admin-menu-panel" aria-label={t('adminMenu.tree')}>
            <div className="admin-menu-tools">
              <div className="field">
                <label htmlFor="admin-menu-search">{t('adminMenu.search')}</label>
                <input id="admin-menu-search" type="search" value={search} placeholder={t('adminMenu.searchHint')} onChange={(e) => setSearch(e.target.value)} />
              </div>
              <div className="admin-menu-tool-buttons">
                <button type="button" className="button button-small" onClick={() => setExpanded(new Set(flatten(tree).filter((n) => n.children.length > 0).map((n) => n.id)))} disabled={found !== null}>{t('adminMenu.expandAll')}</button>
                <button type="button" className="button button-small" onClick={() => setExpanded(new Set())} disabled={found !== null}>{t('adminMenu.collapseAll')}</button>
                <button type="button" className="button button-small" onClick={() => startNew(null)}>{t('adminMenu.addTopLevel')}</button>
              </div>
            </div>
            {found && <p className="muted" role="status" aria-live="polite">{found.matches.size === 0 ? t('adminMenu.noMatch') : t('adminMenu.shown', { count: found.matches.size })}</p>}
            <div className="admin-menu-tree-scroll">
              <MenuTreePanel tree={tree} expanded={expanded} onToggle={toggle} selectedId={editing?.mode === 'edit' ? editing.id : null} onSelect={select} search={found} />
            </div>
          </section>
          <section className="admin-menu-panel admin-menu-editor-panel" aria-live="off">
            {draft && editing && (editing.mode === 'new' || node) ? (
              <MenuNodeEditor
                key={editing.mode === 'edit' ? editing.id : `new-${editing.parentId}`}
                node={node} heading={heading} draft={draft} errors={errors} otherErrors={otherErrors}
                onChange={(next) => { setDraft(next); setErrors({}); setOtherErrors([]); }}
                parents={parentChoices(tree, node)} dirty={dirty} saving={saving}
                onSave={() => void save()} onCancel={cancel}
                onMoveUp={place > 0 ? () => void move(-1) : undefined}
                onMoveDown={place >= 0 && place < siblings.length - 1 ? () => void move(1) : undefined}
                onAddChild={node?.kind === 'group' ? () => startNew(node.id) : undefined}
                onAddSibling={node ? () => startNew(node.parentId) : undefined}
                onRemove={node ? () => setRemoval(node) : undefined}
              />
            ) : <p className="admin-menu-pick muted">{t('adminMenu.pickNode')}</p>}
          </section>
        </div>
      )}
      <RemoveMenuDialog node={removal} removing={removing} onConfirm={() => void remove()} onClose={() => setRemoval(null)} />
    </div>
  );
}
