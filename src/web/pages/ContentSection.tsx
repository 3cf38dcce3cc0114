import type { ReactNode } from 'react';

/** A titled part of a content page; the heading names the section for screen readers' landmarks list. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
