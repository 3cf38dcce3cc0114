// The question asked before a destructive settings action (removing a block, disabling an account): the app's
// one modal, with Confirm and Cancel; Escape cancels.
import { Modal } from '../../shell/modal/Modal';
import { useTranslation } from '../../i18n/useTranslation';

export interface PendingConfirmation { title: string; text: string; run: () => Promise<void> }

export function ConfirmDialog({ pending, onClose }: { pending: PendingConfirmation | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={pending !== null} title={pending?.title ?? ''} onClose={onClose}
      footer={(
        <>
          <button type="button" className="button" onClick={onClose}>{t('adminSettings.cancel')}</button>
          <button type="button" className="button button-primary" onClick={() => { const run = pending?.run; onClose(); void run?.(); }}>{t('adminSettings.confirm')}</button>
        </>
      )}
    >
      <p>{pending?.text}</p>
    </Modal>
  );
}
