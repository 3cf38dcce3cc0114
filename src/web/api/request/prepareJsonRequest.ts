// apiFetch's request: a path, an optional JSON body (which makes it a POST unless told otherwise), and
// the same tag stripping as request().
import type { PreparedRequest, RequestMethod } from './requestOptions';
import { stripTags } from './stripTags';

export function prepareJsonRequest(path: string, request: { method?: RequestMethod; body?: unknown; accept?: string }): PreparedRequest {
  const prepared: PreparedRequest = {
    url: path,
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    accept: request.accept ?? 'application/json',
  };
  if (request.body === undefined) return prepared;
  return { ...prepared, body: JSON.stringify(stripTags(request.body)), contentType: 'application/json' };
}
