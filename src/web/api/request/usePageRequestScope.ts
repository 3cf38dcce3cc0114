// A page's requests end with the page: leaving it cancels whatever it still waits for, so a slow answer
// cannot open an error modal (or fill a cache) for a page the reader has left.
import { useEffect } from 'react';
import { cancelPageRequests } from './requestRegistry';

export function usePageRequestScope(): void {
  useEffect(() => cancelPageRequests, []);
}
