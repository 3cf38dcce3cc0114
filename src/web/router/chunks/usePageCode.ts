// Loads a lazy page's code once `wanted`, and says when it can be drawn without suspending (lazyPage.ts): the
// router shows its own loading line until the next screen's code is in, and a part that appears after the rest
// of its page (the chart under the rows) its own placeholder, instead of a Suspense fallback, which React would
// keep on screen for at least 300 ms. A load that finally fails also counts as ready: the page is then drawn
// through Suspense, whose error boundary says why.
import { useEffect, useState } from 'react';
import type { LazyPage } from './lazyPage';

export function usePageCode<P extends object>(page: LazyPage<P> | undefined, wanted = true): boolean {
  const [settled, setSettled] = useState<LazyPage<P> | undefined>(undefined);
  const ready = !page || page.loaded || settled === page;
  useEffect(() => {
    if (!page || !wanted || ready) return undefined;
    let live = true;
    const done = () => {
      if (live) setSettled(() => page);
    };
    page.load().then(done, done);
    return () => {
      live = false;
    };
  }, [page, wanted, ready]);
  return ready;
}
