// @vitest-environment happy-dom
// The download buttons as a reader meets them: the file holds the table as shown (its columns and sort, said
// beside the buttons and sent with the request), a slow export shows its progress, a finished one says so,
// and a view too large for a PDF says why before anything starts, with CSV and XLSX still there.
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { hourlyRows } from '../../../engine/testing/reportRows';
import { defaultReportView, type ReportView } from '../../../engine/url/reportView';
import { changeLocale } from '../../i18n/i18n';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { reportQuery } from '../reportQuery';
import { ReportViewContext } from '../view/reportViewContext';
import { ExportButtons } from './ExportButtons';

const NOW = new Date('2024-08-20T10:00:00+03:00');

/** The page's own data query, so the buttons find the rows in the cache as on the page. */
function PageData({ descriptor, values }: { descriptor: ReportDescriptor; values: ReportView['filters'] }) {
  useQuery(reportQuery(descriptor, values));
  return null;
}

function renderButtons(descriptor: ReportDescriptor, change: Partial<ReportView>) {
  const defaults = defaultReportView(descriptor, NOW);
  const view = { ...defaults, ...change };
  return renderWithApp(
    <ReportViewContext value={{ view, defaults, change: () => undefined, descriptor }}>
      <PageData descriptor={descriptor} values={view.filters} />
      <ExportButtons descriptor={descriptor} values={view.filters} />
    </ReportViewContext>,
  );
}

beforeEach(() => {
  changeLocale('en');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExportButtons', () => {
  const week = { startDate: '2024-08-01', endDate: '2024-08-07' };

  it('sends the table\'s columns and sort, shows progress past a second and says when the file is ready', async () => {
    const { calls } = mockFetch({
      'POST /electricity-service/v1/markets/dam/data/mcp': { body: { items: hourlyRows(168, fixtures.mcp.columns) } },
      'POST /electricity-service/v1/markets/dam/export/mcp': () => ({
        body: new Blob(['a'.repeat(2048)]),
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="dam-mcp_2024-08-01_2024-08-07_UTC+3_price-desc.csv"' },
      }),
    });
    const slow = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/export/')) await new Promise((done) => setTimeout(done, 1400));
      return slow(...args);
    });
    renderButtons(fixtures.mcp, { filters: week, sort: { field: 'price', direction: 'DESC' }, hiddenColumns: ['priceEur'] });
    expect(await screen.findByText(/The file holds the table as you see it: 4 of 5 columns, sorted by MCP, descending\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    expect(await screen.findByText('Preparing CSV: 168 rows… 1 s', {}, { timeout: 1300 })).toBeTruthy();
    expect(await screen.findByText('CSV ready: dam-mcp_2024-08-01_2024-08-07_UTC+3_price-desc.csv (2 kB) downloaded.', {}, { timeout: 2000 })).toBeTruthy();
    const sent = calls.find((c) => c.path.includes('/export/'))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ exportType: 'CSV', columns: ['date', 'hour', 'price', 'priceUsd'], sort: { field: 'price', direction: 'DESC' } });
  });

  it('says before anything starts that a view is too large for a PDF, and leaves CSV and XLSX', async () => {
    const generation = fixtures.realtimeGeneration;
    mockFetch({ 'POST /electricity-service/v1/generation/data/realtime-generation': { body: { items: hourlyRows(11_000, generation.columns) } } });
    renderButtons(generation, {});
    expect(await screen.findByText(/This view is too large for a PDF \(11,000 rows × 19 columns; at most 200,000 cells\)/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download as PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download as CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Download as XLSX' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says a flat list is written in the order answered, not sorted by the list', async () => {
    const capacity = (await import('../../../../reports/electricity/renewables/yekdem-old-installed-capacity.json')).default as unknown as ReportDescriptor;
    mockFetch({ 'POST /electricity-service/v1/renewables/data/old-installed-capacity': { body: { installedCapacities: [{ sourceType: 'RÜZGAR', installedCapacity: 3400, plantCount: 21 }] } } });
    renderButtons(capacity, {});
    expect(await screen.findByText(/The file holds the table as you see it: all columns, in the order answered\./)).toBeTruthy();
    expect(screen.queryByText(/sorted by/)).toBeNull();
  });
});
