// The content documents' administration calls (src/server/API.md, "Content pages"): read, save, the kept
// versions and going back to one. Through contentRequest, so allowed HTML reaches the server as written (the
// server cleans it itself).
import type { ContentAnswer, ContentDocuments, ContentKey, ContentRevision } from '../../../engine/content-pages/contentDocuments';
import { contentRequest } from '../announcements/contentRequest';

const base = (key: ContentKey) => `/app-api/admin/content/${key}`;

export const adminContentKey = (key: ContentKey) => ['admin', 'content', key] as const;
export const adminRevisionsKey = (key: ContentKey) => ['admin', 'content', key, 'revisions'] as const;

export function fetchAdminContent<K extends ContentKey>(key: K, signal?: AbortSignal): Promise<ContentAnswer<K>> {
  return contentRequest(base(key), signal ? { signal } : {});
}

export function saveContent<K extends ContentKey>(key: K, document: ContentDocuments[K]): Promise<ContentAnswer<K>> {
  return contentRequest(base(key), { method: 'PUT', json: document, suppressErrorModal: true });
}

export async function fetchRevisions<K extends ContentKey>(key: K, signal?: AbortSignal): Promise<ContentRevision<K>[]> {
  return (await contentRequest<{ items: ContentRevision<K>[] }>(`${base(key)}/revisions`, signal ? { signal } : {})).items;
}

export function restoreRevision<K extends ContentKey>(key: K, id: number): Promise<ContentAnswer<K>> {
  return contentRequest(`${base(key)}/revisions/${id}/restore`, { method: 'POST' });
}
