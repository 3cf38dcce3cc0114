// The app's request helper for everything that is not a TanStack query (those use apiFetch, on the same
// core). It never throws: a failure, a cancellation or a request that cannot be sent resolves null, and
// what the reader should know is already in the error modal.
import { i18n } from '../../i18n/i18n';
import { prepareRequest } from './prepareRequest';
import type { RequestOptions } from './requestOptions';
import { reportErrors, sendRequest } from './sendRequest';

export async function request<T>(options: RequestOptions): Promise<T | null> {
  const prepared = prepareRequest(options);
  if (!prepared.ok) {
    const message =
      prepared.problem === 'method'
        ? { errorCode: 'METHOD_NOT_ALLOWED', errorMessage: i18n.t('request.methodNotAllowed') }
        : { errorCode: 'MISSING_PATH_VARIABLE', errorMessage: i18n.t('request.missingPathVariable', { name: prepared.name }) };
    reportErrors(options, 'client', [message]);
    return null;
  }
  const outcome = await sendRequest(prepared.request, {
    pageScoped: options.pageScoped ?? true,
    ...(options.cancelId !== undefined ? { cancelId: options.cancelId } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.suppressErrorModal ? { suppressErrorModal: true } : {}),
    ...(options.background ? { background: true } : {}),
  });
  return outcome.kind === 'ok' ? (outcome.data as T) : null;
}
