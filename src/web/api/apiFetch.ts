// The one way the app talks to the server: the interface language as Accept-Language (error messages
// and export files follow it), JSON bodies, cookies included, failures as ApiError.
import { LOCALE_TAGS, isLocale } from '../../engine/locale/locale';
import { i18n } from '../i18n/i18n';
import { ApiError, readErrorEnvelope } from './ApiError';

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
}

export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const locale = isLocale(i18n.language) ? i18n.language : 'tr';
  const headers: Record<string, string> = {
    Accept: request.accept ?? 'application/json',
    'Accept-Language': LOCALE_TAGS[locale],
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, []);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const envelope = readErrorEnvelope(body);
    throw new ApiError(response.status, envelope?.errors ?? [], envelope?.correlationId);
  }
  return response;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, request);
  return (await response.json()) as T;
}
