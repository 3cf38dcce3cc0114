// React.lazy for a page or a heavy part of one, with the chunk fetched through loadChunk (retries, 120 s), and a
// way round Suspense where the code is already in. Once a Suspense boundary has shown its fallback, React holds
// the content back for at least 300 ms after that fallback appeared (so that fast loads do not flicker): a page
// whose code arrives 20 ms later still waits the whole 300 ms. So a lazy page can be loaded ahead (`load()`, the
// first screen before the app's first render, the next screen while the router shows its loading line, the chart
// while the rows are drawn) and is then drawn directly, never suspending. Which of the two a mounted page uses is
// decided once, when it mounts: switching between them would remount it and lose its state.
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadChunk } from './loadChunk';

export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Fetches the code (once; a failure lets a later call try again); resolves when it can be drawn without suspending. */
  load(): Promise<void>;
  /** Whether the code is in, so that the page draws at once. */
  readonly loaded: boolean;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A load that gave up is reported by the next Suspense render instead of starting 120 s of attempts again.
  let failure: { error: unknown } | undefined;
  const fetchCode = () => {
    loading ??= loadChunk(load).then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined;
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => {
    if (failure) {
      const { error } = failure;
      failure = undefined;
      return Promise.reject(error);
    }
    return fetchCode().then((loadedComponent) => ({ default: loadedComponent }));
  });
  function Page(props: P) {
    const [drawn] = useState(() => component);
    return createElement((drawn ?? Suspending) as ComponentType<P>, props);
  }
  return Object.defineProperties(Page, {
    load: { value: () => fetchCode().then(() => undefined) },
    loaded: { get: () => component !== undefined },
  }) as LazyPage<P>;
}
