import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /** A stronger lead (a placeholder's "not available yet"). */
  leadClassName?: string;
  children?: ReactNode;
}

/** A content page's heading and lead; the page's name also becomes the document title. */
export function PageHeader({ title, lead, leadClassName, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead !== undefined && <p className={leadClassName ? `page-lead ${leadClassName}` : 'page-lead'}>{lead}</p>}
      {children}
    </header>
  );
}
