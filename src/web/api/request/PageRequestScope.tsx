import type { ReactNode } from 'react';
import { usePageRequestScope } from './usePageRequestScope';

/** Wraps one page: its page-scoped requests are cancelled when it unmounts. Key it by the page's path. */
export function PageRequestScope({ children }: { children: ReactNode }) {
  usePageRequestScope();
  return children;
}
