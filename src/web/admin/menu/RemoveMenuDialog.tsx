// The confirmation before an entry is deleted: what goes (the entry and its whole subtree, counted and named, each
// with the titles above it) and that entries of the report definitions stay out after restarts too.
import { useTranslation } from '../../i18n/useTranslation';
import { useLocale } from '../../i18n/useLocale';
import { Modal } from '../../shell/modal/Modal';
import { flatten } from './menuDraft';
import type { AdminMenuNode } from './menuOperationsApi';

interface RemoveMenuDialogProps {
  node: AdminMenuNode | null;
  removing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveMenuDialog({ node, removing, onConfirm, onClose }: RemoveMenuDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const going = node ? flatten([node]) : [];
  const label = (n: AdminMenuNode) => (locale === 'tr' ? n.labelTr : n.labelEn);
  const depth = (n: AdminMenuNode) => n.pathEn.length - (node?.pathEn.length ?? 0);
  return (
    <Modal
      open={node !== null}
      static={removing}
      className="admin-menu-remove"
      title={node ? t('adminMenu.removeTitle', { label: label(node) }) : ''}
      onClose={onClose}
      footer={(
        <>
          {/* Cancel first: the focus lands on the safe choice. */}
          <button type="button" className="button" onClick={onClose} disabled={removing}>{t('adminMenu.cancel')}</button>
          <button type="button" className="button button-danger" onClick={onConfirm} disabled={removing}>{removing ? t('adminMenu.removing') : t('adminMenu.removeConfirm')}</button>
        </>
      )}
    >
      <p>{t('adminMenu.removeLead', { count: going.length })}</p>
      <ul className="admin-menu-remove-list">
        {going.map((n) => (
          <li key={n.id} style={{ paddingInlineStart: `${depth(n) * 1.1}rem` }}>
            {label(n)} <span className="muted">({t(`adminMenu.kind.${n.kind}`)})</span>
          </li>
        ))}
      </ul>
      {going.some((n) => n.fromFiles) && <p className="muted">{t('adminMenu.removeFiles')}</p>}
    </Modal>
  );
}
