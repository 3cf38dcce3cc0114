// The requests under way that someone may end early: by cancelId (a newer request with the same id wins,
// e.g. a search box firing on each key) and page-scoped ones, ended together when their page goes away.
const byCancelId = new Map<string, AbortController>();
const pageRequests = new Set<AbortController>();

export interface TrackedRequest {
  signal: AbortSignal;
  /** Call when the request has ended, however it ended. */
  release(): void;
}

export function trackRequest({ cancelId, pageScoped, signal }: { cancelId?: string; pageScoped: boolean; signal?: AbortSignal }): TrackedRequest {
  const controller = new AbortController();
  if (cancelId !== undefined) {
    byCancelId.get(cancelId)?.abort();
    byCancelId.set(cancelId, controller);
  }
  if (pageScoped) pageRequests.add(controller);
  // The caller's own signal (TanStack Query's, say) ends the request too.
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    release() {
      signal?.removeEventListener('abort', forward);
      pageRequests.delete(controller);
      // A newer request may hold the id by now: only give up our own entry.
      if (cancelId !== undefined && byCancelId.get(cancelId) === controller) byCancelId.delete(cancelId);
    },
  };
}

/** Ends every page-scoped request under way; each resolves null without an error. */
export function cancelPageRequests(): void {
  const running = [...pageRequests];
  pageRequests.clear();
  for (const controller of running) controller.abort();
}
