// The notice of the notice store in a modal titled as the spec names them: "Information" or "Operation
// Successful" (errors have their own modal, "Error Alert").
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../modal/Modal';
import { clearNotice, currentNotice, subscribeToNotices } from './noticeStore';

const TITLE_KEYS = { information: 'notices.information', success: 'notices.success' } as const;

export function NoticeModal() {
  const { t } = useTranslation();
  const notice = useSyncExternalStore(subscribeToNotices, currentNotice, currentNotice);
  return (
    <Modal
      open={notice !== null}
      className="notice-modal"
      title={notice ? t(TITLE_KEYS[notice.kind]) : ''}
      onClose={clearNotice}
      footer={<button type="button" className="button button-primary" onClick={clearNotice}>{t('notices.ok')}</button>}
    >
      <p>{notice?.message}</p>
    </Modal>
  );
}
