// The editor of one menu entry (or of a new one): both labels, the parent title (a move), the order with one-step
// moves up and down, the page flag with its addresses and the outside-link flag, and "cannot be a favourite". A
// field at fault says why beside it; Enter saves, Escape puts the draft back.
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { MAX_LABEL, MAX_URL, type FieldErrors, type FieldMessage, type MenuDraft } from './menuDraft';
import type { AdminMenuNode } from './menuOperationsApi';

interface MenuNodeEditorProps {
  /** The entry edited; undefined for a new one. */
  node: AdminMenuNode | undefined;
  heading: string;
  draft: MenuDraft;
  onChange: (draft: MenuDraft) => void;
  errors: FieldErrors;
  /** What the server refused without naming a field. */
  otherErrors: readonly string[];
  parents: readonly AdminMenuNode[];
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** One place up or down among the siblings (saved at once); undefined where there is no such place. */
  onMoveUp: (() => void) | undefined;
  onMoveDown: (() => void) | undefined;
  onAddChild: (() => void) | undefined;
  onAddSibling: (() => void) | undefined;
  onRemove: (() => void) | undefined;
}

export function MenuNodeEditor(props: MenuNodeEditorProps) {
  const { node, heading, draft, onChange, errors, otherErrors, parents, dirty, saving } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const baseId = useId();
  const report = node?.kind === 'page';
  const hasChildren = (node?.children.length ?? 0) > 0;

  const idOf = (field: keyof MenuDraft) => `${baseId}-${field}`;
  const invalid = (field: keyof MenuDraft) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const text = (message: FieldMessage) => ('text' in message ? message.text : t(message.key, message.values));
  const message = (field: keyof MenuDraft): ReactNode => {
    const fault = errors[field];
    return fault ? <span className="field-error" id={`${idOf(field)}-error`}>{text(fault)}</span> : null;
  };
  const set = <K extends keyof MenuDraft>(field: K, value: MenuDraft[K]) => onChange({ ...draft, [field]: value });
  const pathOf = (group: AdminMenuNode) => [...(locale === 'tr' ? group.pathTr : group.pathEn), locale === 'tr' ? group.labelTr : group.labelEn].join(' › ');

  return (
    <form
      className="admin-menu-editor"
      aria-label={heading}
      noValidate
      onSubmit={(e) => { e.preventDefault(); props.onSave(); }}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); props.onCancel(); } }}
    >
      <h2 className="admin-menu-editor-title">{heading}</h2>
      {node && (
        <p className="admin-menu-editor-facts">
          <span className={`admin-menu-badge is-${node.kind}`}>{t(`adminMenu.kind.${node.kind}`)}</span>
          <span>#{node.id}</span>
          {node.fromFiles && <span>{t('adminMenu.fromFiles')}</span>}
          {node.changedByAdmin && <span className="admin-menu-badge is-changed">{t('adminMenu.changed')}</span>}
        </p>
      )}
      {otherErrors.length > 0 && <div className="admin-menu-alert" role="alert">{otherErrors.map((e) => <p key={e}>{e}</p>)}</div>}

      <div className="admin-menu-fields">
        {(['labelTr', 'labelEn'] as const).map((field, index) => (
          <div className="field" key={field}>
            <label htmlFor={idOf(field)}>{t(`adminMenu.${field}`)}</label>
            <input
              {...invalid(field)} lang={field === 'labelTr' ? 'tr' : 'en'} maxLength={MAX_LABEL + 50} autoFocus={index === 0}
              value={draft[field]} onChange={(e) => set(field, e.target.value)}
            />
            {message(field)}
          </div>
        ))}
        <div className="field">
          <label htmlFor={idOf('parentId')}>{t('adminMenu.parent')}</label>
          <select {...invalid('parentId')} value={draft.parentId ?? ''} onChange={(e) => set('parentId', e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('adminMenu.topLevel')}</option>
            {parents.map((group) => <option key={group.id} value={group.id}>{pathOf(group)}</option>)}
          </select>
          {message('parentId')}
        </div>
        <div className="field admin-menu-order">
          <label htmlFor={idOf('menuOrder')}>{t('adminMenu.order')}</label>
          <div className="admin-menu-order-row">
            <input {...invalid('menuOrder')} inputMode="numeric" value={draft.menuOrder} onChange={(e) => set('menuOrder', e.target.value)} aria-describedby={errors.menuOrder ? `${idOf('menuOrder')}-error` : `${idOf('menuOrder')}-hint`} />
            {node && (
              <>
                <button type="button" className="button button-small" onClick={props.onMoveUp} disabled={!props.onMoveUp || dirty || saving}>
                  <span aria-hidden="true">↑ </span>{t('adminMenu.moveUp')}
                </button>
                <button type="button" className="button button-small" onClick={props.onMoveDown} disabled={!props.onMoveDown || dirty || saving}>
                  <span aria-hidden="true">↓ </span>{t('adminMenu.moveDown')}
                </button>
              </>
            )}
          </div>
          <span className="admin-menu-hint" id={`${idOf('menuOrder')}-hint`}>{t('adminMenu.orderHint')}</span>
          {message('menuOrder')}
        </div>
      </div>

      <div className="admin-menu-checks">
        <div className="admin-menu-check">
          <input
            type="checkbox" {...invalid('isPage')} checked={report || draft.isPage} disabled={report || (node?.kind === 'group' && hasChildren)}
            onChange={(e) => set('isPage', e.target.checked)} aria-describedby={`${idOf('isPage')}-hint`}
          />
          <label htmlFor={idOf('isPage')}>{t('adminMenu.isPage')}</label>
          <span className="admin-menu-hint" id={`${idOf('isPage')}-hint`}>{t('adminMenu.isPageHint')}</span>
          {message('isPage')}
        </div>
        {draft.isPage && !report && (
          <div className="admin-menu-check">
            <input type="checkbox" {...invalid('externalSelf')} checked={draft.externalSelf} onChange={(e) => set('externalSelf', e.target.checked)} />
            <label htmlFor={idOf('externalSelf')}>{t('adminMenu.externalSelf')}</label>
            {message('externalSelf')}
          </div>
        )}
        <div className="admin-menu-check">
          <input type="checkbox" {...invalid('nofav')} checked={draft.nofav} onChange={(e) => set('nofav', e.target.checked)} />
          <label htmlFor={idOf('nofav')}>{t('adminMenu.nofav')}</label>
          {message('nofav')}
        </div>
      </div>

      {draft.isPage && !report && (
        <div className="admin-menu-fields">
          {(['urlTr', 'urlEn'] as const).map((field) => (
            <div className="field admin-menu-url" key={field}>
              <label htmlFor={idOf(field)}>{t(`adminMenu.${field}`)}</label>
              <input
                {...invalid(field)} type="text" inputMode="url" spellCheck={false} maxLength={MAX_URL + 50}
                placeholder={draft.externalSelf ? 'https://' : '/'} value={draft[field]} onChange={(e) => set(field, e.target.value)}
              />
              {message(field)}
            </div>
          ))}
          <span className="admin-menu-hint">{t('adminMenu.urlHint')}</span>
        </div>
      )}
      {report && node && (
        <p className="admin-menu-derived">
          <span className="admin-menu-derived-label">{t('adminMenu.derivedUrl')}</span>
          <code>{locale === 'tr' ? node.urlTr : node.urlEn}</code>
        </p>
      )}

      <div className="admin-menu-actions">
        {dirty && <span className="admin-menu-unsaved">{t('adminMenu.unsavedMark')}</span>}
        <button type="submit" className="button button-primary" disabled={saving}>{saving ? t('adminMenu.saving') : t('adminMenu.save')}</button>
        <button type="button" className="button" onClick={props.onCancel} disabled={saving}>{t('adminMenu.cancel')}</button>
      </div>
      {node && (
        <div className="admin-menu-actions admin-menu-more">
          {props.onAddChild && <button type="button" className="button" onClick={props.onAddChild}>{t('adminMenu.addChild')}</button>}
          {props.onAddSibling && <button type="button" className="button" onClick={props.onAddSibling}>{t('adminMenu.addSibling')}</button>}
          {props.onRemove && <button type="button" className="button button-danger" onClick={props.onRemove}>{t('adminMenu.remove')}</button>}
        </div>
      )}
    </form>
  );
}
