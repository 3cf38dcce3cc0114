// @vitest-environment happy-dom
// Market-message notices on a report's chart: the panel asks the notices call for the view's days (and plant),
// hands the chart an option with one shaded interval per notice, says how many there are, and on a plant's page
// lists them under the chart with the reason in the reader's language.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { ChartNotice } from '../../../engine/charts/notices/chartNotice';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { mcpDay } from '../../../engine/testing/reportRows';
import { defaultReportView, type ReportView } from '../../../engine/url/reportView';
import { changeLocale } from '../../i18n/i18n';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { ReportViewContext } from '../view/reportViewContext';
import { ChartPanel } from './ChartPanel';

const drawn: EChartsCoreOption[] = [];
vi.mock('../../chart/EChart', () => ({
  EChart: ({ option }: { option: EChartsCoreOption }) => {
    drawn.push(option);
    return null;
  },
}));

const NOW = new Date('2024-07-30T10:00:00+03:00');
const NOTICES: ChartNotice[] = [
  { id: 1, kind: 'fault', powerPlantId: 3911, powerPlantName: 'KEMERKÖY TES', uevcbName: 'ÜNİTE-2', start: '2024-07-29T05:00:00+03:00', end: '2024-07-29T09:00:00+03:00', capacityBefore: 210, capacityDuring: 0, reason: 'Kazan tüp patlağı' },
  { id: 2, kind: 'maintenance', powerPlantId: 3911, powerPlantName: 'KEMERKÖY TES', uevcbName: 'ÜNİTE-1', start: '2024-07-29T12:00:00+03:00', end: '2024-07-30T12:00:00+03:00', capacityBefore: 210, capacityDuring: 100, reason: 'Yıllık bakım' },
];

function renderPanel(descriptor: ReportDescriptor, rows: ReportRow[], filters: ReportView['filters']) {
  const defaults = defaultReportView(descriptor, NOW);
  return renderWithApp(
    <ReportViewContext value={{ view: { ...defaults, filters }, defaults, change: () => undefined, descriptor }}>
      <ChartPanel descriptor={descriptor} rows={rows} />
    </ReportViewContext>,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const areasOf = (option: EChartsCoreOption | undefined) => ((option as any)?.series as any[] | undefined)?.find((s) => s.id === 'market-notices')?.markArea.data as any[] | undefined;

beforeEach(() => {
  drawn.length = 0;
  changeLocale('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChartPanel with market-message notices', () => {
  it('draws each notice of the MCP chart as a shaded interval and says so, without a table (no plant chosen)', async () => {
    const { calls } = mockFetch({ 'GET /app-api/reports/dam-mcp/notices': { body: { items: NOTICES, truncated: false } } });
    renderPanel(fixtures.mcp, [...mcpDay], { startDate: '2024-07-29', endDate: '2024-07-29' });
    await waitFor(() => expect(areasOf(drawn.at(-1))).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/app-api/reports/dam-mcp/notices')).toHaveLength(1);
    const [fault, maintenance] = areasOf(drawn.at(-1))!;
    expect(fault[0]).toMatchObject({ xAxis: Date.parse('2024-07-29T05:00:00Z'), name: 'KEMERKÖY TES' });
    expect(fault[1]).toEqual({ xAxis: Date.parse('2024-07-29T09:00:00Z') });
    // Clipped to the last hour drawn.
    expect(maintenance[1]).toEqual({ xAxis: Date.parse('2024-07-29T23:00:00Z') });
    expect(screen.getByText(/2 market messages are shaded on the chart/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the plant\'s notices under the chart on a plant-filtered page, with English reasons', async () => {
    mockFetch({
      'GET /app-api/reports/realtime-generation/notices': { body: { items: NOTICES, truncated: false } },
    });
    const rows = [{ date: '2024-07-29T00:00:00+03:00', hour: '00:00', naturalGas: 1 }, { date: '2024-07-29T23:00:00+03:00', hour: '23:00', naturalGas: 2 }];
    renderPanel(fixtures.realtimeGeneration, rows, { startDate: '2024-07-29', endDate: '2024-07-29', powerPlantId: '3911' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Boiler tube burst')).toBeTruthy();
    expect(within(table).getByText('Planned maintenance')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The plant\'s market messages' })).toBeTruthy();
  });

  it('draws the chart without notices, and says so, when the notices call fails', async () => {
    mockFetch({ 'GET /app-api/reports/dam-mcp/notices': { status: 500, body: { errors: [{ errorCode: 'X', errorMessage: 'x' }] } } });
    renderPanel(fixtures.mcp, [...mcpDay], { startDate: '2024-07-29', endDate: '2024-07-29' });
    expect(await screen.findByText(/market messages could not be loaded/)).toBeTruthy();
    expect(areasOf(drawn.at(-1))).toBeUndefined();
  });
});
