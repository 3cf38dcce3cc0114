// What went wrong, in the words a reader needs: offline, the server out of reach, a server error, a
// refusal (not signed in, not allowed, too many calls) or a request the server would not accept.
import { ApiError } from '../../api/ApiError';

export type FailureKind = 'offline' | 'network' | 'server' | 'refused' | 'invalid' | 'unknown';

export function failureKind(error: unknown, online: boolean): FailureKind {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isNetworkError) return online ? 'network' : 'offline';
  if (error.status === 401 || error.status === 403 || error.status === 429) return 'refused';
  if (error.status >= 500) return 'server';
  if (error.status >= 400) return 'invalid';
  return 'unknown';
}
