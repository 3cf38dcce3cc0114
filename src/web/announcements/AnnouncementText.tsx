// An announcement's text: paragraphs where the administrator left a blank line, line breaks kept.
export function AnnouncementText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="announcement-paragraph">{paragraph}</p>
      ))}
    </>
  );
}
