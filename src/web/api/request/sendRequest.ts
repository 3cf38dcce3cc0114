// The core every request goes through, request() and apiFetch alike: cancellation, the page loader, the
// common headers, and one reading of the answer. Failures are shown in the error modal (unless the caller
// shows them itself) and handed back as an ApiError; the session handler deals with dispatches and ended
// sessions. Callers only decide what a failure becomes for them: null, or a thrown error.
import { i18n } from '../../i18n/i18n';
import { showErrors, type ErrorKind } from '../../shell/errors/errorStore';
import { appLoader } from '../../shell/loader/appLoader';
import { ApiError, type ApiErrorItem } from '../ApiError';
import { readResponse, type ResponseVerdict } from './readResponse';
import type { PreparedRequest } from './requestOptions';
import { requestHeaders } from './requestHeaders';
import { trackRequest } from './requestRegistry';
import { sessionHandler } from './sessionHandler';

export interface SendControl {
  cancelId?: string;
  pageScoped: boolean;
  signal?: AbortSignal;
  suppressErrorModal?: boolean;
  /** Not counted in the page loader: a poll the reader did not ask for must not look like the page loading. */
  background?: boolean;
  /** Hand back the Response with its body unread (file downloads). */
  keepBody?: boolean;
}

export type SendOutcome =
  | { kind: 'ok'; data: unknown; response: Response }
  /** Cancelled by a newer request, the page, or the caller's signal: nothing to tell anyone. */
  | { kind: 'aborted'; reason: unknown }
  | { kind: 'failed'; error: ApiError };

/** Puts errors in the modal unless the caller shows them itself. */
export function reportErrors(
  control: Pick<SendControl, 'suppressErrorModal' | 'background'>,
  kind: ErrorKind,
  errors: ApiErrorItem[],
  transactionId?: string,
  offerSignOut = false,
): void {
  if (control.suppressErrorModal || control.background || errors.length === 0) return;
  showErrors({ kind, errors, ...(transactionId ? { transactionId } : {}), ...(offerSignOut ? { offerSignOut } : {}) });
}

function failed(error: ApiError): SendOutcome {
  return { kind: 'failed', error };
}

function ownError(status: number, errorCode: string, key: string): ApiError {
  return new ApiError(status, [{ errorCode, errorMessage: i18n.t(key) }]);
}

/** Redirects are not followed (see sendRequest), so a gateway's 301 arrives as an opaque redirect. */
function statusOf(response: Response): number {
  return response.type === 'opaqueredirect' ? 301 : response.status;
}

function act(verdict: ResponseVerdict, response: Response, control: SendControl): SendOutcome {
  const session = sessionHandler();
  const status = statusOf(response);
  if (verdict.kind === 'dispatch') {
    session.goTo(verdict.url);
    return failed(ownError(status, 'DISPATCH', 'request.redirecting'));
  }
  // An HTML page or a 401/301 for a signed-in reader means the session is gone (a gateway's sign-in page).
  if ((verdict.kind === 'html' || status === 401 || status === 301) && session.isSignedIn()) {
    session.signOut();
    return failed(ownError(status, 'SESSION_ENDED', 'request.sessionEnded'));
  }
  // A signed-in reader refused (403) may be signed in as the wrong account: the modal offers a sign-out.
  const refused = status === 403 && session.isSignedIn();
  switch (verdict.kind) {
    case 'data':
      return { kind: 'ok', data: verdict.data, response };
    case 'errors':
      reportErrors(control, 'server', verdict.errors, verdict.correlationId, refused);
      return failed(new ApiError(status, verdict.errors, verdict.correlationId));
    case 'http':
      reportErrors(control, 'server', [{ errorCode: '', errorMessage: i18n.t(refused ? 'request.forbidden' : 'request.httpError', { status }) }], undefined, refused);
      return failed(new ApiError(status, []));
    case 'html':
    case 'unreadable': {
      const error = ownError(status, 'UNEXPECTED_RESPONSE', 'request.unexpectedResponse');
      reportErrors(control, 'server', [...error.errors]);
      return failed(error);
    }
  }
}

export async function sendRequest(prepared: PreparedRequest, control: SendControl): Promise<SendOutcome> {
  const tracked = trackRequest(control);
  const counted = !control.background;
  if (counted) appLoader.start();
  try {
    let response: Response;
    let verdict: ResponseVerdict;
    try {
      response = await fetch(prepared.url, {
        method: prepared.method,
        headers: requestHeaders(prepared.accept, prepared.contentType),
        body: prepared.body,
        credentials: 'include',
        // Our API never redirects; a redirect comes from a gateway whose session ended, so it must be seen, not followed.
        redirect: 'manual',
        signal: tracked.signal,
      });
      verdict = await readResponse(response, /\bjson\b/i.test(prepared.accept), control.keepBody ?? false);
    } catch (error) {
      if (tracked.signal.aborted) return { kind: 'aborted', reason: error };
      reportErrors(control, 'network', [{ errorCode: '', errorMessage: i18n.t('request.networkError') }]);
      return failed(new ApiError(0, []));
    }
    return act(verdict, response, control);
  } finally {
    if (counted) appLoader.finish();
    tracked.release();
  }
}
