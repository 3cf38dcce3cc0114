// GET parameters as the operator's services read them: strings as they are, everything else as JSON
// (numbers, booleans, lists, objects), undefined and null left out; keys and values percent-encoded.
import type { QueryValue } from './requestOptions';

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

/** `url` with `query` added, after any query string it already has. */
export function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  const search = toQueryString(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
