// @vitest-environment happy-dom
// The chart panel as a reader uses it: a year opens on daily points computed by the server, the step can be
// changed, a year earlier is fetched and drawn beside it, and sixty dams open on the few highest.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { fixtures, withChanges } from '../../../engine/testing/reportFixtures';
import { hourlyRows } from '../../../engine/testing/reportRows';
import { defaultReportView, type ReportView } from '../../../engine/url/reportView';
import { changeLocale } from '../../i18n/i18n';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { ReportViewContext } from '../view/reportViewContext';
import type { ReportViewState } from '../view/useReportView';
import { ChartPanel } from './ChartPanel';

const NOW = new Date('2024-08-20T10:00:00+03:00');
const MCP_DATA = 'POST /electricity-service/v1/markets/dam/data/mcp';

/** The panel under a view that takes its changes, as the page's address does. */
function PanelInView({ descriptor, rows, filters }: { descriptor: ReportDescriptor; rows: ReportRow[]; filters: ReportView['filters'] }) {
  const defaults = defaultReportView(descriptor, NOW);
  const [view, setView] = useState<ReportView>({ ...defaults, filters });
  const change: ReportViewState['change'] = (next) => setView((current) => ({ ...current, ...(typeof next === 'function' ? next(current) : next) }));
  return (
    <ReportViewContext value={{ view, defaults, change, descriptor }}>
      <ChartPanel descriptor={descriptor} rows={rows} />
    </ReportViewContext>
  );
}

function renderPanel(descriptor: ReportDescriptor, rows: ReportRow[], filters: ReportView['filters']) {
  return renderWithApp(<PanelInView descriptor={descriptor} rows={rows} filters={filters} />);
}

const dayRows = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    return { date: `${day}T00:00:00+03:00`, hour: null, price: 2000 + i, priceUsd: 60, priceEur: 55 };
  });

beforeEach(() => {
  changeLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChartPanel', () => {
  const year = { startDate: '2024-01-01', endDate: '2024-12-31' };

  it('opens a year of hours on daily averages the server computes, and goes back to hours from the rows in hand', async () => {
    const { calls } = mockFetch({ [MCP_DATA]: { body: { items: dayRows(366) } } });
    renderPanel(fixtures.mcp, hourlyRows(366 * 24, fixtures.mcp.columns), year);
    const daily = await screen.findByRole('button', { name: 'Daily' });
    expect(daily.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => (c.body as { resolution?: string } | undefined)?.resolution === 'day')).toBe(true));
    expect(await screen.findByText('· Daily averages')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hourly' }));
    expect(screen.getByRole('button', { name: 'Hourly' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('· Daily averages')).toBeNull();
  });

  it('says when a weekly step cuts the first and last weeks of a total', async () => {
    const consumption = fixtures.realtimeConsumption;
    mockFetch({ 'POST /electricity-service/v1/consumption/data/realtime-consumption': { body: { items: [] } } });
    renderPanel(consumption, hourlyRows(24, consumption.columns), year);
    fireEvent.click(await screen.findByRole('button', { name: 'Weekly' }));
    expect(await screen.findByText(/starts or ends partway through a week/)).toBeTruthy();
    expect(screen.getByText('· Weekly totals')).toBeTruthy();
  });

  it('fetches the same range a year earlier and draws it beside the current one', async () => {
    const month = { startDate: '2024-07-01', endDate: '2024-07-31' };
    const { calls } = mockFetch({ [MCP_DATA]: { body: { items: hourlyRows(24, fixtures.mcp.columns) } } });
    const { container } = renderPanel(fixtures.mcp, hourlyRows(31 * 24, fixtures.mcp.columns), month);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Compare' }), { target: { value: 'year' } });
    // Drawing two months of hours takes a while on a busy machine: more time than waitFor's default second.
    await waitFor(() => expect(calls.map((c) => (c.body as { startDate?: string } | undefined)?.startDate)).toContain('2023-07-01T00:00:00+03:00'), { timeout: 5000 });
    await waitFor(() => expect(container.querySelector('svg')?.textContent).toContain('MCP (TL/MWh) · 1 year earlier'), { timeout: 5000 });
  });

  it('opens sixty dams on the eight highest, with show-all and hide-all', async () => {
    mockFetch({});
    const rows: ReportRow[] = Array.from({ length: 60 }, (_, i) => ({ date: '2024-07-01T00:00:00+03:00', basin: 'Fırat', dam: `DAM ${i}`, dailyKot: 500 + i, damId: i }));
    renderPanel(fixtures.damDailyLevel, rows, {});
    expect(await screen.findByText('Showing the 8 series with the highest average (of 60); pick others in the legend.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide all' })).toBeTruthy();
    // No time step or comparison where they mean nothing.
    expect(screen.queryByRole('button', { name: 'Daily' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Compare' })).toBeNull();
  });

  it('says when a year of hours is drawn from fewer points than the table holds, in both languages', async () => {
    mockFetch({ [MCP_DATA]: { body: { items: dayRows(366) } } });
    renderPanel(fixtures.mcp, hourlyRows(366 * 24, fixtures.mcp.columns), year);
    fireEvent.click(await screen.findByRole('button', { name: 'Hourly' }));
    expect(await screen.findByText(/the chart shows [\d,]+ of 8,784 points .*; the table has every row\./)).toBeTruthy();
    cleanup();
    changeLocale('tr');
    renderPanel(fixtures.mcp, hourlyRows(366 * 24, fixtures.mcp.columns), year);
    fireEvent.click(await screen.findByRole('button', { name: 'Saatlik' }));
    expect(await screen.findByText(/8\.784 noktanın [\d.]+ tanesini gösteriyor/)).toBeTruthy();
  });

  it('switches to a pie of the range, which has no earlier period to compare with', async () => {
    mockFetch({});
    const descriptor = withChanges(fixtures.mcp, (page) => {
      page.chart!.choices = ['line', 'pie'];
    });
    const { container } = renderPanel(descriptor, hourlyRows(24, descriptor.columns), { startDate: '2024-07-01', endDate: '2024-07-01' });
    expect(await screen.findByRole('combobox', { name: 'Compare' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pie' }));
    expect(screen.getByRole('button', { name: 'Pie' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Compare' })).toBeNull();
    await waitFor(() => expect(container.querySelector('svg')?.textContent).toContain('MCP (TL/MWh): 100.0%'));
  });

  it('offers the chart as PNG and SVG, in Turkish too', async () => {
    mockFetch({});
    changeLocale('tr');
    renderPanel(fixtures.mcp, hourlyRows(24, fixtures.mcp.columns), { startDate: '2024-07-01', endDate: '2024-07-01' });
    expect(await screen.findByRole('button', { name: 'Grafiği PNG olarak indir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grafiği SVG olarak indir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saatlik' }).getAttribute('aria-pressed')).toBe('true');
  });
});
