// How many requests are under way, for the page loader: up when one starts, down when it ends (never below
// zero, so a stray extra "end" cannot hide the loader of a request still running). Shown above zero.
type Listener = () => void;

export interface LoaderCounter {
  start(): void;
  finish(): void;
  count(): number;
  subscribe(listener: Listener): () => void;
}

export function createLoaderCounter(): LoaderCounter {
  let value = 0;
  const listeners = new Set<Listener>();
  const set = (next: number) => {
    if (next === value) return;
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    start: () => set(value + 1),
    finish: () => set(Math.max(0, value - 1)),
    count: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
