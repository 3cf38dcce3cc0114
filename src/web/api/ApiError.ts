// Every failed call becomes one of these, so the UI has one thing to show: the server's own messages
// for a 400 envelope, otherwise a status or a network failure.
export interface ApiErrorItem {
  errorCode: string;
  errorMessage: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly ApiErrorItem[];
  readonly correlationId: string | undefined;

  constructor(status: number, errors: readonly ApiErrorItem[], correlationId?: string) {
    super(errors.map((e) => e.errorMessage).join(' ') || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.correlationId = correlationId;
  }

  /** status 0: the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Reads the operator's `{errors:[{errorCode, errorMessage}], correlationId}` envelope, if that is what came. */
export function readErrorEnvelope(body: unknown): { errors: ApiErrorItem[]; correlationId?: string } | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { errors?: unknown }).errors)) return null;
  const raw = (body as { errors: unknown[]; correlationId?: unknown }).errors;
  const errors = raw
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({ errorCode: String(e.errorCode ?? ''), errorMessage: String(e.errorMessage ?? '') }));
  const correlationId = (body as { correlationId?: unknown }).correlationId;
  return { errors, ...(typeof correlationId === 'string' ? { correlationId } : {}) };
}
