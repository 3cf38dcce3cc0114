// An announcement's text as readers see it. A formatted body (HTML the server has already cleaned, see
// src/server/announcements/sanitizeAnnouncementHtml.ts) is read into React elements through the same allow-list
// here, never inserted as HTML; a plain body (older announcements) keeps its paragraphs and line breaks.
import { toAnnouncementNodes, isFormattedBody } from './toAnnouncementNodes';
import './announcementText.css';

export function AnnouncementText({ text }: { text: string }) {
  if (!isFormattedBody(text)) {
    return (
      <>
        {text.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="announcement-paragraph">{paragraph}</p>
        ))}
      </>
    );
  }
  return <div className="announcement-body">{toAnnouncementNodes(text)}</div>;
}
