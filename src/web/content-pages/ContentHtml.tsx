// A content document's allowed HTML as readers see it: the announcements' renderer, which reads the server's
// cleaned markup into React elements through the same allow-list (never inserted as HTML).
import { AnnouncementText } from '../announcements/AnnouncementText';

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'content-html'}><AnnouncementText text={html} /></div>;
}
