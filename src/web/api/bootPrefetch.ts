// The data call the first HTML names (src/server/http/shellBoot.ts), started before the first render and adopted
// by the query that would have made it: the page's queryFn takes the call in flight instead of sending its own.
// So a cold report page's data leaves while the page's code is still loading, and it is still one request with
// one outcome: the loader while it runs, and on failure one error modal and the page's own error state.
import type { BootCall } from '../../engine/app-api/bootCalls';
import { apiFetch } from './apiFetch';

/** A call started longer ago than this is not adopted: the page asks afresh. */
const ADOPT_WITHIN_MS = 60_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

const keyText = (key: readonly unknown[]) => JSON.stringify(key);

export function startBootCall(call: BootCall): void {
  const answer = apiFetch<unknown>(call.path, { method: call.method, ...(call.body === undefined ? {} : { body: call.body }) });
  // Taken by the page, which then sees any failure; never taken, a failure must not surface as unhandled.
  answer.catch(() => undefined);
  started.set(keyText(call.key), { at: Date.now(), answer });
}

/** The call started under this key, once (the next fetch of the key asks the server). */
export function takeBootCall<T>(key: readonly unknown[]): Promise<T> | undefined {
  const entry = started.get(keyText(key));
  if (!entry) return undefined;
  started.delete(keyText(key));
  return Date.now() - entry.at <= ADOPT_WITHIN_MS ? entry.answer as Promise<T> : undefined;
}
