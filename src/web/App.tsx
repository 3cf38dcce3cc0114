import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import './i18n/i18n';
import { RouteView } from './router/RouteView';
import { AppShell } from './shell/AppShell';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { PageFailure } from './shell/errors/PageFailure';
import { ThemeProvider } from './theme/ThemeProvider';
import { ScreenDefaultsLoader } from './screenDefaults/ScreenDefaultsLoader';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Published market data does not change under the reader; a 400 will not heal on retry.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 400 will not heal on retry, and 401/403/429 need the reader (or time), not another try.
        retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && [400, 401, 403, 404, 429].includes((error as { status: number }).status)),
      },
    },
  });
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The platform's display defaults (admin screen 9016), read once at start. */}
      <ScreenDefaultsLoader />
      <ThemeProvider>
        {/* The last line of defence: an error in the shell itself still says what happened. */}
        <ErrorBoundary fallback={(error, reset) => <main className="app-main"><PageFailure error={error} onRetry={reset} /></main>}>
          <AppShell>
            <RouteView />
          </AppShell>
        </ErrorBoundary>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
