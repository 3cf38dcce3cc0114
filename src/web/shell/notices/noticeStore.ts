// What the notice modal shows: one notice at a time, of the spec's two kinds besides errors: information, and an
// operation that went well. A new notice replaces the one on screen; closing it clears the store.
type Listener = () => void;

export type NoticeKind = 'information' | 'success';

export interface Notice {
  kind: NoticeKind;
  message: string;
}

let current: Notice | null = null;
const listeners = new Set<Listener>();

function set(next: Notice | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showNotice(notice: Notice): void {
  set(notice);
}

export function clearNotice(): void {
  if (current !== null) set(null);
}

/** The notice on screen, or null: a stable snapshot for useSyncExternalStore. */
export function currentNotice(): Notice | null {
  return current;
}

export function subscribeToNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
