// @vitest-environment happy-dom
// "Whole page (zip)" as a reader meets it: one click downloads a zip holding exactly the files the CSV and XLSX
// buttons give for the view (same request: columns and sort), the summary and the metadata, and says so.
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
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
const BASE = 'dam-mcp_2024-08-01_2024-08-07_UTC+3';

function PageData({ descriptor, values }: { descriptor: ReportDescriptor; values: ReportView['filters'] }) {
  useQuery(reportQuery(descriptor, values));
  return null;
}

let saved: Blob[] = [];

beforeEach(() => {
  changeLocale('en');
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:file'), revokeObjectURL: () => undefined }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PageBundleButton', () => {
  it('zips the table files of the view, the summary and the metadata, and names the zip by report and range', async () => {
    const descriptor = fixtures.mcp;
    const rows = hourlyRows(168, descriptor.columns);
    const { calls } = mockFetch({
      'POST /electricity-service/v1/markets/dam/data/mcp': { body: { items: rows, statistic: { priceAvg: 2000, priceMin: 1000, priceMax: 3000 } } },
      'GET /app-api/meta': { body: { simulated: true, dataStart: '2020-01-01', dataEnd: '2024-08-20', serverTime: NOW.toISOString() } },
      'POST /electricity-service/v1/markets/dam/export/mcp': (body) => {
        const format = String((body as { exportType: string }).exportType).toLowerCase();
        return {
          body: new Blob([format === 'csv' ? 'Date;Hour;MCP (TL/MWh)\r\nrow\r\n' : 'PK-xlsx']),
          headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="${BASE}_price-desc.${format}"` },
        };
      },
    });
    const defaults = defaultReportView(descriptor, NOW);
    const view = { ...defaults, filters: { startDate: '2024-08-01', endDate: '2024-08-07' }, layout: 'table' as const, sort: { field: 'price', direction: 'DESC' as const }, hiddenColumns: ['priceEur'] };
    renderWithApp(
      <ReportViewContext value={{ view, defaults, change: () => undefined, descriptor }}>
        <PageData descriptor={descriptor} values={view.filters} />
        <ExportButtons descriptor={descriptor} values={view.filters} />
      </ReportViewContext>,
    );
    await screen.findByText(/The file holds the table as you see it/);
    fireEvent.click(screen.getByRole('button', { name: /Whole page \(zip\)/ }));
    expect(await screen.findByText(new RegExp(`Zip ready: ${BASE.replace('+', '\\+')}_page\\.zip`), {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1));

    const exports = calls.filter((c) => c.path.endsWith('/export/mcp')).map((c) => c.body as Record<string, unknown>);
    expect(exports.map((b) => b.exportType)).toEqual(['CSV', 'XLSX']);
    for (const body of exports) expect(body).toMatchObject({ columns: ['date', 'hour', 'price', 'priceUsd'], sort: { field: 'price', direction: 'DESC' } });

    const zip = await JSZip.loadAsync(await saved[0]!.arrayBuffer());
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([`${BASE}_metadata.json`, `${BASE}_price-desc.csv`, `${BASE}_price-desc.xlsx`, `${BASE}_summary.csv`].sort());
    expect(await zip.file(`${BASE}_price-desc.csv`)!.async('string')).toBe('Date;Hour;MCP (TL/MWh)\r\nrow\r\n');
    const metadata = JSON.parse(await zip.file(`${BASE}_metadata.json`)!.async('string')) as Record<string, unknown>;
    expect(metadata).toMatchObject({ simulated: true, report: { id: 'dam-mcp' }, range: { start: '2024-08-01', end: '2024-08-07' } });
    expect(metadata.simulatedLabel).toBe('Simulated data');
    // The table-only layout shows no chart: the metadata says why there is no picture.
    expect(metadata.notes).toEqual(['This view shows no chart, so the zip holds no chart file.']);
  });
});
