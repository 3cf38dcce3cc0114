// The modal of a sticky announcement (StickyAnnouncement.tsx), titled "Information" as the spec names such modals,
// the announcement's own title first inside. Its own chunk: most pages never have one to show.
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { Modal } from '../shell/modal/Modal';
import { AnnouncementText } from './AnnouncementText';
import type { Announcement } from './announcementsQuery';

interface Props {
  announcement: Announcement;
  announcementsHref: string | undefined;
  onClose: () => void;
}

export function StickyAnnouncementModal({ announcement, announcementsHref, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Modal
      open
      title={t('notices.information')}
      onClose={onClose}
      closeLabel={t('announcements.close')}
      className="announcement-modal"
      footer={
        <>
          {announcementsHref && <Link className="button" href={`${announcementsHref}#announcement-${announcement.id}`} onClick={onClose}>{t('announcements.all')}</Link>}
          <button type="button" className="button button-primary" onClick={onClose}>{t('announcements.understood')}</button>
        </>
      }
    >
      <h3 className="announcement-modal-title">{locale === 'tr' ? announcement.titleTr : announcement.titleEn}</h3>
      <p className="announcement-date"><time dateTime={announcement.publishedAt}>{formatDateTime(announcement.publishedAt, locale)}</time></p>
      <AnnouncementText text={locale === 'tr' ? announcement.bodyTr : announcement.bodyEn} />
    </Modal>
  );
}
