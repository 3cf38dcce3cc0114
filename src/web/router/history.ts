// A tiny router on the History API: the address bar is the only route state, and every change to it
// (a link, a filter submit, back/forward) notifies the subscribers below.
type Listener = () => void;

const listeners = new Set<Listener>();
const NAVIGATE_EVENT = 'seffaflik:navigate';

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToLocation(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', notify);
    window.addEventListener(NAVIGATE_EVENT, notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener(NAVIGATE_EVENT, notify);
    }
  };
}

/** A primitive snapshot for useSyncExternalStore: path plus query string. */
export function locationSnapshot(): string {
  return window.location.pathname + window.location.search;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Page changes scroll to the top; a filter change on the same page keeps the reader's place. */
  keepScroll?: boolean;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  if (to === locationSnapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  if (!options.keepScroll) window.scrollTo({ top: 0 });
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
