// The media library's calls (src/server/API.md, "Media library"): a page of images, an upload (the file as the
// raw body, its name in the address), a delete; and the checks the browser can make before an upload (the
// server judges the file by its bytes all the same).
import { contentRequest } from '../announcements/contentRequest';

export const MEDIA_CALL = '/administration-service/v1/media';
/** As the server's MAX_BYTES. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_PAGE_SIZE = 24;

export interface MediaItem {
  id: number; fileName: string; contentType: string; size: number; width: number | null; height: number | null;
  uploadedBy: string | null; uploadedAt: string; url: string;
}
export interface MediaPage { total: number; page: number; pageSize: number; items: MediaItem[] }

export const mediaKey = (search: string, page: number, pageSize: number) => ['admin', 'media', search, page, pageSize] as const;

export function fetchMedia({ search, page, pageSize }: { search: string; page: number; pageSize: number }, signal?: AbortSignal): Promise<MediaPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(search.trim() ? { search: search.trim() } : {}) });
  return contentRequest(`${MEDIA_CALL}?${query.toString()}`, signal ? { signal } : {});
}

export function uploadMedia(file: File): Promise<MediaItem> {
  return contentRequest(`${MEDIA_CALL}?name=${encodeURIComponent(file.name)}`, { method: 'POST', file, suppressErrorModal: true });
}

export async function deleteMedia(id: number): Promise<void> {
  await contentRequest(`${MEDIA_CALL}/${id}`, { method: 'DELETE' });
}

/** Why a file cannot be uploaded, before sending it: a message key of adminContent.media, or null. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>): 'tooLarge' | 'wrongType' | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return 'wrongType';
  if (file.size > MEDIA_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The address to paste: absolute, on this site. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;
