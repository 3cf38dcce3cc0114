// Renders a component inside the app's providers, as main.tsx does, with test-friendly settings:
// no query retries, and the SVG chart renderer (happy-dom has no canvas).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { use as registerModules } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ReactNode } from 'react';
import { ChartRendererContext } from '../chart/chartRendererContext';
import '../i18n/i18n';
import './withAllTexts';
import { ThemeProvider } from '../theme/ThemeProvider';

registerModules([SVGRenderer]);

// happy-dom does no layout: give elements a size so the table's virtualizer draws rows.
for (const [property, value] of [['offsetHeight', 600], ['offsetWidth', 1000], ['clientHeight', 600], ['clientWidth', 1000]] as const) {
  Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
}

export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ChartRendererContext value="svg">{ui}</ChartRendererContext>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
