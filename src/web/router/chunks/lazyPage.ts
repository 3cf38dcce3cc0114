// React.lazy for a page or a heavy part of one, with the chunk fetched through loadChunk (retries, 120 s).
import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(load).then((component) => ({ default: component })));
}
