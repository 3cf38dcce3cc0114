// The screen the first HTML was made for, so that main.tsx can load its code before the app's first render: the
// app then draws that screen in its first render instead of a "loading" line that React keeps for at least 300 ms
// (lazyPage.ts). The first HTML names a report page by carrying its descriptor (server/http/shellBoot.ts, which
// also preloads the report's code); the home page by its address.
import type { QueryClient } from '@tanstack/react-query';
import type { LazyPage } from './chunks/lazyPage';
import { HOME } from './resolveRoute';
import { screenPages } from './screenPages';

export function firstScreenPage(client: QueryClient, pathname: string): LazyPage<never> | undefined {
  if (client.getQueryCache().findAll({ queryKey: ['app', 'descriptor'] }).length > 0) return screenPages.ReportRoute as LazyPage<never>;
  if (pathname === HOME) return screenPages.HomePage as LazyPage<never>;
  return undefined;
}

/** Loads the first screen's code, waiting at most `limitMs`: a slow or failing chunk must not hold back the shell. */
export function loadFirstScreen(client: QueryClient, pathname: string, limitMs = 3000): Promise<void> {
  const page = firstScreenPage(client, pathname);
  if (!page || page.loaded) return Promise.resolve();
  return Promise.race([page.load().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
