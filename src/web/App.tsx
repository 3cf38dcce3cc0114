import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/i18n';
import { RouteView } from './router/RouteView';
import { AppShell } from './shell/AppShell';
import { ThemeProvider } from './theme/ThemeProvider';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Published market data does not change under the reader; a 400 will not heal on retry.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status === 400),
      },
    },
  });
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AppShell>
            <RouteView />
          </AppShell>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
