// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { fixtures, withChanges } from '../../engine/testing/reportFixtures';
import { mcpResponse } from '../testing/mcpResponse';
import { mockFetch } from '../testing/mockFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { ReportPage } from './ReportPage';

const { mcp } = fixtures;
const DATA = 'POST /electricity-service/v1/markets/dam/data/mcp';
const pageRoutes = {
  'POST /electricity-service/v1/menu/get-page-settings': {
    body: { menuId: 61, descriptionTr: 'Yönetici açıklaması.', descriptionEn: 'Admin description.', rangeType: 'YIL', rangeMaxValue: 1 },
  },
  'POST /electricity-service/v1/menu/get-page-update-date': { body: { menuId: 61, updateTime: '2024-07-29T13:05:00+03:00' } },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-07-29T10:00:00+03:00') });
  window.history.replaceState(null, '', '/reports/dam-mcp');
  changeLocale('tr');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportPage', () => {
  it("titles the page with its menu entry's label when an administrator renamed it", async () => {
    const renamed = { id: mcp.pageId, labelTr: 'Günlük takas fiyatı', labelEn: 'Daily clearing price', menuOrder: 1, urlTr: '/x', urlEn: '/x', children: [], nofav: false, externalSelf: false };
    mockFetch({
      ...pageRoutes, [DATA]: { body: mcpResponse },
      'GET /app-api/user-info': { body: { name: 'Üye', publicData: false, adminSession: false } },
      'GET /electricity-service/v1/menu/get-menu-tree': { body: { items: [renamed] } },
      'GET /app-api/reports': { body: { items: [] } },
    });
    renderWithApp(<ReportPage descriptor={mcp} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Günlük takas fiyatı' })).toBeTruthy();
  });

  it('shows the header, rows, summary, chart and export buttons', async () => {
    const { calls } = mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    const usdHidden = withChanges(mcp, (page) => {
      for (const column of page.columns) if (column.key === 'priceUsd') column.hidden = true;
    });
    renderWithApp(<ReportPage descriptor={usdHidden} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Piyasa Takas Fiyatı (PTF)' })).toBeTruthy();
    expect(await screen.findByText('Yönetici açıklaması.')).toBeTruthy();
    expect(await screen.findByText('29.07.2024 13:05 (UTC+3)')).toBeTruthy();
    // Time is explicit: the zone, and when tomorrow's prices come (10:00 now, published at 14:00).
    expect(screen.getByText('Tüm saatler İstanbul saatidir (UTC+3).')).toBeTruthy();
    expect(screen.getByText('Sonraki yayın: yarının değerleri, bugün saat 14:00 (UTC+3).')).toBeTruthy();

    const table = await screen.findByRole('region', { name: 'Veri tablosu' });
    expect(within(table).getByText('2.500,50')).toBeTruthy();
    // Hourly rows read as the interval they cover, in a column that names its zone.
    expect(within(table).getByText('00:00–01:00')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Saat \(UTC\+3\)/ })).toBeTruthy();
    expect(within(table).getByText('2.100,00')).toBeTruthy();
    // Hidden by the descriptor until shown from the column menu: the first hour's USD price, not its EUR one.
    expect(within(table).queryByText('75,77')).toBeNull();
    expect(within(table).getByText('69,85')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Seçilen aralığın özeti' });
    expect(within(summary).getByText('Ağırlıklı ortalama')).toBeTruthy();
    expect(within(summary).getByText('2.580,05')).toBeTruthy();
    expect(within(summary).getByText('2.612,40')).toBeTruthy();
    // A total of prices means nothing: the service sends one, the page does not show it.
    expect(within(summary).queryByText('Toplam')).toBeNull();

    for (const format of ['XLSX', 'CSV', 'PDF']) expect(screen.getByRole('button', { name: `${format} olarak indir` })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Grafik' }, { timeout: 5000 })).toBeTruthy();

    const data = calls.find((c) => `${c.method} ${c.path}` === DATA);
    expect(data?.body).toEqual({ startDate: '2024-07-29T00:00:00+03:00', endDate: '2024-07-29T00:00:00+03:00' });
    expect(data?.headers['Accept-Language']).toBe('tr-TR');
  });

  it('averages the selected rows and never totals a price', async () => {
    mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    const table = await screen.findByRole('region', { name: 'Veri tablosu' });

    fireEvent.click(within(table).getByRole('checkbox', { name: '1. satırı seç' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: '2. satırı seç' }));

    expect(await screen.findByText(/2 satır seçili/)).toBeTruthy();
    const footer = table.querySelector('tfoot');
    expect(footer).not.toBeNull();
    const footerRows = within(footer as HTMLElement).getAllByRole('row');
    expect(footerRows).toHaveLength(1);
    const averageRow = footerRows[0];
    expect(within(footer as HTMLElement).queryByText('4.800,75')).toBeNull();
    expect(within(averageRow!).getByText('Ortalama')).toBeTruthy();
    expect(within(averageRow!).getByText('2.400,38')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Seçimi temizle' }));
    await waitFor(() => expect(table.querySelector('tfoot')).toBeNull());
  });

  it('sorts by a header click', async () => {
    mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    const table = await screen.findByRole('region', { name: 'Veri tablosu' });
    const priceHeader = within(table).getByRole('columnheader', { name: /TL\/MWh/ });
    fireEvent.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(priceHeader.getAttribute('aria-sort')).toBe('descending'));
    const firstRow = within(table).getAllByRole('row')[1]!;
    // The day's highest price, at 19:00.
    expect(within(firstRow).getByText('3.000,00')).toBeTruthy();
  });

  it('says beside the filters what kind of failure stopped the view', async () => {
    mockFetch({
      ...pageRoutes,
      [DATA]: { status: 400, body: { errors: [{ errorCode: 'RANGE', errorMessage: 'Tarih aralığı çok uzun.' }], correlationId: 'x' } },
    });
    renderWithApp(<ReportPage descriptor={mcp} />);
    const filters = screen.getByRole('region', { name: 'Süzgeçler' });
    // The server's own words go to the error modal; the page labels what happened and offers a retry.
    expect(await within(filters).findByText('İstek kabul edilmedi')).toBeTruthy();
    expect(within(within(filters).getByRole('alert')).getByRole('button', { name: 'Yeniden dene' })).toBeTruthy();
  });

  it('says so when the range has no data', async () => {
    mockFetch({ ...pageRoutes, [DATA]: { body: { items: [], statistic: {} } } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    expect(await screen.findByText(/Seçilen aralıkta veri yok/)).toBeTruthy();
  });

  it('applies a quick range at once, keeps it relative in the URL and queries it', async () => {
    const { calls } = mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    await screen.findByRole('region', { name: 'Veri tablosu' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    });
    await waitFor(() => expect(window.location.search).toBe('?range=last7Days'));
    await waitFor(() =>
      expect(calls.filter((c) => `${c.method} ${c.path}` === DATA).map((c) => (c.body as { startDate: string }).startDate)).toContain(
        '2024-07-23T00:00:00+03:00',
      ),
    );
  });

  it('blocks a range longer than the page limit with a message beside the dates', async () => {
    window.history.replaceState(null, '', '/reports/dam-mcp?startDate=2022-01-01&endDate=2024-07-29');
    const { calls } = mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    expect(await screen.findByText(/Tarih aralığı en fazla 1 yıl olabilir/)).toBeTruthy();
    expect(calls.some((c) => `${c.method} ${c.path}` === DATA)).toBe(false);
  });

  it('keeps sort and hidden columns in the URL, across a new range', async () => {
    mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    const table = await screen.findByRole('region', { name: 'Veri tablosu' });
    await act(async () => {
      fireEvent.click(within(within(table).getByRole('columnheader', { name: /TL\/MWh/ })).getByRole('button'));
    });
    await waitFor(() => expect(window.location.search).toBe('?sort=-price'));
    const columns = screen.getByRole('button', { name: 'Sütunlar' });
    await act(async () => {
      fireEvent.click(columns);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: /USD\/MWh/ }));
    });
    await waitFor(() => expect(window.location.search).toBe('?sort=-price&hidden=priceUsd'));
    // The column menu closes on Escape, focus back on its button.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /USD\/MWh/ })).toBeNull());
    expect(document.activeElement).toBe(columns);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dün' }));
    });
    await waitFor(() => expect(window.location.search).toBe('?range=yesterday&sort=-price&hidden=priceUsd'));
    const header = await screen.findByRole('columnheader', { name: /TL\/MWh/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByRole('columnheader', { name: /USD\/MWh/ })).toBeNull();
  });

  it('opens the view a link describes: layout and chart type', async () => {
    window.history.replaceState(null, '', '/reports/dam-mcp?layout=table');
    mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    await screen.findByRole('region', { name: 'Veri tablosu' });
    expect(screen.getByRole('button', { name: /^Tablo$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Grafik' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Grafik$/ }));
    });
    await waitFor(() => expect(window.location.search).toBe('?layout=chart'));
    expect(screen.queryByRole('region', { name: 'Veri tablosu' })).toBeNull();
  });

  it('says when a future range will be published, asks nothing and offers no export', async () => {
    window.history.replaceState(null, '', '/reports/dam-mcp?range=tomorrow');
    const { calls } = mockFetch({ ...pageRoutes, [DATA]: { body: mcpResponse } });
    renderWithApp(<ReportPage descriptor={mcp} />);
    expect(await screen.findByText('Henüz yayımlanmadı')).toBeTruthy();
    expect(screen.getByText(/Bu aralığın verisi bugün saat 14:00 \(UTC\+3\) yayımlanır/)).toBeTruthy();
    expect(calls.some((c) => `${c.method} ${c.path}` === DATA)).toBe(false);
    expect(screen.getByRole('button', { name: 'CSV olarak indir' })).toHaveProperty('disabled', true);
  });
});
