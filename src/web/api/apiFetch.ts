// The way TanStack queries talk to the server: the request core (cookies, Accept-Language, the page
// loader, the error modal for an error envelope) with failures thrown as ApiError, because a query's error
// state needs a rejection. Not page-scoped: TanStack Query cancels its own requests through `signal`.
import { prepareJsonRequest } from './request/prepareJsonRequest';
import { sendRequest, type SendOutcome } from './request/sendRequest';

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
  /** Only where the caller already shows the failure inline and a modal would say it twice. */
  suppressErrorModal?: boolean;
  /** A poll the reader did not ask for: neither the page loader nor the error modal. */
  background?: boolean;
}

async function send(path: string, request: ApiRequest, keepBody: boolean): Promise<Extract<SendOutcome, { kind: 'ok' }>> {
  const outcome = await sendRequest(prepareJsonRequest(path, request), {
    pageScoped: false,
    keepBody,
    ...(request.signal ? { signal: request.signal } : {}),
    ...(request.suppressErrorModal ? { suppressErrorModal: true } : {}),
    ...(request.background ? { background: true } : {}),
  });
  if (outcome.kind === 'aborted') throw outcome.reason;
  if (outcome.kind === 'failed') throw outcome.error;
  return outcome;
}

/** The Response with its body unread, for files; failures as ApiError. */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  return (await send(path, request, true)).response;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await send(path, request, false)).data as T;
}
