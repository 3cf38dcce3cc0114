// A sticky announcement opens in a modal on whichever page the reader is, once per browser (until it changes),
// titled "Information" as the spec names such modals, the announcement's own title first inside.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { Modal } from '../shell/modal/Modal';
import { AnnouncementText } from './AnnouncementText';
import { announcementsQuery } from './announcementsQuery';
import { countView } from './countedViews';
import { dismiss, nextSticky } from './dismissedAnnouncements';

export function StickyAnnouncement({ announcementsHref }: { announcementsHref: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(announcementsQuery());
  // Closing re-reads the storage: bump a counter so the next sticky one (if any) is picked.
  const [, setClosed] = useState(0);
  const current = data ? nextSticky(data) : undefined;
  if (!current) return null;
  const close = () => {
    // The reader has seen it: counted once per browser, like opening it on the home page.
    void countView(current.id).catch(() => {});
    dismiss(current);
    setClosed((n) => n + 1);
  };
  return (
    <Modal
      open
      title={t('notices.information')}
      onClose={close}
      closeLabel={t('announcements.close')}
      className="announcement-modal"
      footer={
        <>
          {announcementsHref && <Link className="button" href={`${announcementsHref}#announcement-${current.id}`} onClick={close}>{t('announcements.all')}</Link>}
          <button type="button" className="button button-primary" onClick={close}>{t('announcements.understood')}</button>
        </>
      }
    >
      <h3 className="announcement-modal-title">{locale === 'tr' ? current.titleTr : current.titleEn}</h3>
      <p className="announcement-date"><time dateTime={current.publishedAt}>{formatDateTime(current.publishedAt, locale)}</time></p>
      <AnnouncementText text={locale === 'tr' ? current.bodyTr : current.bodyEn} />
    </Modal>
  );
}
