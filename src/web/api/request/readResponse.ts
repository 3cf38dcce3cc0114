// What an answer means, before anyone acts on it: data, the API's error envelope, a dispatch to another
// address, an HTML page where JSON was expected (a gateway's sign-in or error page), or a bare failure.
import { readErrorEnvelope, type ApiErrorItem } from '../ApiError';

export type ResponseVerdict =
  | { kind: 'data'; data: unknown }
  | { kind: 'errors'; errors: ApiErrorItem[]; correlationId?: string }
  | { kind: 'dispatch'; url: string }
  | { kind: 'html' }
  | { kind: 'http' }
  | { kind: 'unreadable' };

/** Only web addresses: a `javascript:` dispatch must never reach location.assign. */
export function dispatchAddress(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const dispatch = (body as { dispatch?: unknown }).dispatch;
  if (typeof dispatch !== 'string' || dispatch.trim() === '') return null;
  try {
    const url = new URL(dispatch, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? dispatch : null;
  } catch {
    return null;
  }
}

function isJson(contentType: string): boolean {
  return /\bjson\b/i.test(contentType);
}

/**
 * Reads the body when it is (or should be) JSON. With `keepBody` it reads a copy, so a caller that
 * wants the Response itself (a file download) still has an unread body.
 */
export async function readResponse(response: Response, expectJson: boolean, keepBody: boolean): Promise<ResponseVerdict> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (expectJson && /text\/html/i.test(contentType)) return { kind: 'html' };
  if (!isJson(contentType) && !expectJson) return response.ok ? { kind: 'data', data: undefined } : { kind: 'http' };

  const text = await (keepBody ? response.clone() : response).text();
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return response.ok ? { kind: 'unreadable' } : { kind: 'http' };
    }
  }
  const url = dispatchAddress(body);
  if (url !== null) return { kind: 'dispatch', url };
  const envelope = readErrorEnvelope(body);
  if (envelope && envelope.errors.length > 0) return { kind: 'errors', ...envelope };
  return response.ok ? { kind: 'data', data: body } : { kind: 'http' };
}
