// The public content answers are small and change rarely: each carries a strong ETag of its bytes, and a
// reader whose If-None-Match holds it gets a 304 with no body.
import { createHash } from 'node:crypto';

export function contentEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds this ETag (weak comparison), or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
