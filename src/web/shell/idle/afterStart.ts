// Work the first screen does not need (a sticky announcement's modal, for one) waits until the page has loaded,
// no request is under way (the page's data is in) and the browser is idle, or a few seconds at most: the page's
// own code, data and first paint go first. Once started, always started: a part mounted later runs at once.
import { useSyncExternalStore } from 'react';
import { appLoader } from '../loader/appLoader';

/** The longest the deferred work waits (a busy or slow page still gets it). */
const AT_MOST_MS = 5000;

let started = false;
let scheduled = false;
const listeners = new Set<() => void>();

function start(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 1);
}

function whenNoRequest(run: () => void): void {
  if (appLoader.count() === 0) return run();
  const stop = appLoader.subscribe(() => {
    if (appLoader.count() > 0) return;
    stop();
    run();
  });
}

function schedule(): void {
  if (scheduled || started) return;
  scheduled = true;
  window.setTimeout(start, AT_MOST_MS);
  const afterLoad = () => whenIdle(() => whenNoRequest(() => whenIdle(start)));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/** False while the app starts, true from the first quiet moment after it on. */
export function useAfterStart(): boolean {
  return useSyncExternalStore(subscribe, () => started, () => false);
}
