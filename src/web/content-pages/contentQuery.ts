// The server's content documents (FAQ, about, the regulator's decision list, the disclaimer, the default meta
// description) as TanStack queries: one key per document, read again when the tab comes back, revalidated by
// the answer's ETag (the browser's cache sends If-None-Match).
import { queryOptions } from '@tanstack/react-query';
import type { ContentAnswer, ContentKey } from '../../engine/content-pages/contentDocuments';
import { apiFetch } from '../api/apiFetch';

export const contentKey = (key: ContentKey) => ['content', key] as const;

export function contentQuery<K extends ContentKey>(key: K) {
  return queryOptions({
    queryKey: contentKey(key),
    queryFn: ({ signal }) => apiFetch<ContentAnswer<K>>(`/app-api/content/${key}`, { signal, suppressErrorModal: true }),
    staleTime: 5 * 60_000,
  });
}
