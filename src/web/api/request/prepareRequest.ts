// request()'s options → what fetch needs, or the reason it cannot be sent (no fetch for those).
import { fillPathVariables } from './fillPathVariables';
import type { PreparedRequest, RequestOptions } from './requestOptions';
import { stripTags, stripTagsFromForm } from './stripTags';
import { withQuery } from './toQueryString';
import { toRequestBody } from './toRequestBody';

export type Preparation =
  | { ok: true; request: PreparedRequest }
  | { ok: false; problem: 'method'; method: string }
  | { ok: false; problem: 'pathVariable'; name: string };

export function prepareRequest(options: RequestOptions): Preparation {
  // Typed as GET | POST, but plain JavaScript and casts can still pass anything.
  const method = String(options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'POST') return { ok: false, problem: 'method', method };
  const path = fillPathVariables(options.url, options.pathVariables);
  if (!path.ok) return { ok: false, problem: 'pathVariable', name: path.missing };

  const url = withQuery(path.url, options.query && stripTags(options.query));
  if (method === 'GET') return { ok: true, request: { url, method, accept: 'application/json' } };
  const form = options.form instanceof FormData || options.form instanceof URLSearchParams ? stripTagsFromForm(options.form) : stripTags(options.form);
  const { body, contentType } = toRequestBody({ body: stripTags(options.body), form });
  return { ok: true, request: { url, method, accept: 'application/json', ...(body !== undefined ? { body } : {}), ...(contentType ? { contentType } : {}) } };
}
