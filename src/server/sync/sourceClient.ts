// Calls to the source server: JSON bodies, Accept-Language en-US (so its error messages read in English),
// the TGT ticket on every call when there is one. 429 and 5xx answers are retried a bounded number of
// times with growing waits; anything else that is not a 2xx stops the caller with a SourceError.

export class SourceError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'SourceError';
  }
}

export interface SourceClientOptions {
  /** Base URL of the source, e.g. http://127.0.0.1:8080 (no trailing path). */
  baseUrl: string;
  ticket?: string;
  /** Per request. */
  timeoutMs?: number;
  /** Retries after the first try, for 429 and 5xx only. */
  retries?: number;
  /** First wait; doubles with each retry. */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SourceClient {
  readonly baseUrl: string;
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
}

const MAX_RETRY_AFTER_MS = 30_000;

export function createSourceClient(options: SourceClientOptions): SourceClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retries = options.retries ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    baseUrl,
    async call(method, path, body) {
      const url = `${baseUrl}${path}`;
      for (let attempt = 0; ; attempt += 1) {
        let response: Response;
        try {
          response = await fetch(url, {
            method,
            headers: {
              accept: 'application/json', 'accept-language': 'en-US',
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
              ...(options.ticket ? { TGT: options.ticket } : {}),
            },
            ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          const e = error as Error & { cause?: { code?: string; message?: string } };
          if (e.name === 'TimeoutError') throw new SourceError(`${method} ${url}: no answer within ${timeoutMs / 1000} s`);
          throw new SourceError(`${method} ${url}: could not reach the source (${e.cause?.code ?? e.cause?.message ?? e.message})`);
        }
        const text = await response.text();
        if (response.ok) {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            throw new SourceError(`${method} ${url}: the answer is not JSON (${text.slice(0, 80)})`, response.status);
          }
        }
        const retryable = response.status === 429 || response.status >= 500;
        if (retryable && attempt < retries) {
          await sleep(retryWait(response.headers.get('retry-after'), retryDelayMs * 2 ** attempt));
          continue;
        }
        const tries = retryable ? ` after ${attempt + 1} tries` : '';
        throw new SourceError(`${method} ${url} answered HTTP ${response.status}${tries}: ${describeErrors(text)}`, response.status);
      }
    },
  };
}

function retryWait(header: string | null, backoff: number): number {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : backoff;
}

/** The operator's `{errors:[{errorCode, errorMessage}]}` as one line; other bodies shortened. */
export function describeErrors(text: string): string {
  try {
    const parsed = JSON.parse(text) as { errors?: { errorCode?: string; errorMessage?: string }[] };
    if (Array.isArray(parsed.errors) && parsed.errors.length > 0) {
      return parsed.errors.map((e) => `${e.errorCode ?? 'ERROR'}: ${e.errorMessage ?? ''}`.trim()).join('; ');
    }
  } catch {
    // not JSON: shown as it is
  }
  return text.trim().slice(0, 200) || '(empty body)';
}
