// The content screens' calls (announcements, media library) through the request core, so they get the page loader,
// the language header and the error modal like every other call. Two things apiFetch cannot do: the app API's
// writes use PUT and DELETE, and an announcement's formatted body must reach the server as written (apiFetch
// strips tags from every value; here the server cleans bodies itself, src/server/announcements), as must a file.
import { ApiError } from '../../api/ApiError';
import type { PreparedRequest, RequestMethod } from '../../api/request/requestOptions';
import { sendRequest } from '../../api/request/sendRequest';

export interface ContentRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, as it is. */
  json?: unknown;
  /** Sent as the raw body (application/octet-stream). */
  file?: Blob;
  signal?: AbortSignal;
  /** The screen shows the server's messages itself. */
  suppressErrorModal?: boolean;
}

export async function contentRequest<T>(url: string, request: ContentRequest = {}): Promise<T> {
  const prepared: PreparedRequest = {
    url,
    // fetch takes any verb; the type lists only the operator's two.
    method: (request.method ?? 'GET') as RequestMethod,
    accept: 'application/json',
    ...(request.json !== undefined ? { body: JSON.stringify(request.json), contentType: 'application/json' } : {}),
    ...(request.file !== undefined ? { body: request.file, contentType: 'application/octet-stream' } : {}),
  };
  const outcome = await sendRequest(prepared, {
    pageScoped: false,
    ...(request.signal ? { signal: request.signal } : {}),
    ...(request.suppressErrorModal ? { suppressErrorModal: true } : {}),
  });
  if (outcome.kind === 'aborted') throw outcome.reason instanceof Error ? outcome.reason : new ApiError(0, []);
  if (outcome.kind === 'failed') throw outcome.error;
  return outcome.data as T;
}
