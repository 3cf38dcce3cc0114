// A fetch stand-in whose answers the test gives by hand, one call at a time, so requests can overlap,
// be cancelled while under way, or fail like a dropped connection. Aborting rejects as fetch does.
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
}

export interface PendingCall {
  url: string;
  init: RequestInit;
  /** JSON unless `body` is a string, which goes as it is (give its Content-Type in headers). */
  respond(body: unknown, answer?: Answer): void;
  /** A network failure: fetch rejects with a TypeError. */
  fail(): void;
  /** A redirect that fetch did not follow (redirect: 'manual'): an opaque redirect with status 0. */
  redirect(): void;
}

export function controllableFetch() {
  const calls: PendingCall[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const { signal } = init;
        const onAbort = () => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        if (signal?.aborted) return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        calls.push({
          url: String(input),
          init,
          respond(body, { status = 200, headers = {} } = {}) {
            const text = typeof body === 'string' ? body : JSON.stringify(body);
            resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } }));
          },
          fail: () => reject(new TypeError('Failed to fetch')),
          redirect() {
            const opaque = new Response(null, { status: 200 });
            Object.defineProperties(opaque, { type: { value: 'opaqueredirect' }, status: { value: 0 } });
            resolve(opaque);
          },
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Lets pending promise callbacks run (fetch is called after a few awaits). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
