// @vitest-environment happy-dom
// A lookup opening on its first option (the IDM order list's contract, which follows the chosen days): the page
// waits for the options, opens on the first, keeps a contract from the address, and moves to the new list's
// first when the days change.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReportPage } from '../../../../../../schemas/report.schema';
import orderListJson from '../../../../../../reports/electricity/reporting/idm-order-list.json';
import { validateDescriptorShape } from '../../../../../engine/descriptors/validateDescriptorShape';
import { changeLocale } from '../../../../i18n/i18n';
import { mockFetch, type RecordedCall } from '../../../../testing/mockFetch';
import { renderWithApp } from '../../../../testing/renderWithApp';
import { ReportPage } from '../../../ReportPage';

const shape = validateDescriptorShape('reports/electricity/reporting/idm-order-list.json', orderListJson);
if (!shape.ok || !isReportPage(shape.descriptor)) throw new Error('idm-order-list is not a valid report page');
const orderList = shape.descriptor;

const LOOKUP = 'POST /reporting-service/v1/data/gip-kontrat';
const DATA = 'POST /reporting-service/v1/data/idm-order-list';
/** Each day's contracts: the hourly contract of 00:00 first, with an id of its own per day. */
const contractsOf = (day: string) => {
  const stamp = day.slice(2).replaceAll('-', '');
  const base = Number(stamp) * 10;
  return [
    { kontratId: base, kontratTur: 1, kontratAd: `PH${stamp}00` },
    { kontratId: base + 1, kontratTur: 2, kontratAd: `PB${stamp}00-04` },
  ];
};
const order = (kontratAd: string) => ({
  islemTarihi: '2024-07-27T19:00:00+03:00', bolge: 'TR1', kontratAd, kontratTur: 'Saatlik', teklifYon: 'ALIS',
  fiyat: 2450.5, miktar: 120, kalanMiktar: 20, teklifDurum: 'KISMEN_ESLESTI', oeye: false, teye: false,
});

function routes() {
  return mockFetch({
    'POST /reporting-service/v1/menu/get-page-settings': { body: { menuId: 140 } },
    'POST /reporting-service/v1/menu/get-page-update-date': { body: { menuId: 140 } },
    [LOOKUP]: (body) => ({ body: { items: contractsOf(String((body as { startDate: string }).startDate).slice(0, 10)), page: { number: 1, size: 2, total: 2 } } }),
    [DATA]: (body) => ({ body: { items: [order(contractsOf('2024-07-28').concat(contractsOf('2024-07-29')).find((c) => c.kontratId === (body as { contractId: number }).contractId)?.kontratAd ?? '?')], page: { number: 1, size: 1, total: 1 } } }),
  });
}
const dataCalls = (calls: RecordedCall[]) => calls.filter((c) => `${c.method} ${c.path}` === DATA).map((c) => c.body as Record<string, unknown>);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-07-29T10:00:00+03:00') });
  window.history.replaceState(null, '', '/reports/idm-order-list');
  changeLocale('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a lookup filter opening on its first option', () => {
  it('waits for the contracts of the chosen day, then opens on the first and asks for its orders only', async () => {
    const { calls } = routes();
    renderWithApp(<ReportPage descriptor={orderList} />);

    expect(await screen.findByText('PH24072800', { selector: 'td *, td' })).toBeTruthy();
    // The contract list was asked for the default day (yesterday), as the web service takes dates.
    expect(calls.find((c) => `${c.method} ${c.path}` === LOOKUP)?.body).toEqual({ startDate: '2024-07-28T00:00:00+03:00', endDate: '2024-07-28T00:00:00+03:00' });
    // Never a request with the contract empty: the one data request names the first contract.
    expect(dataCalls(calls)).toEqual([{ startDate: '2024-07-28T00:00:00+03:00', endDate: '2024-07-28T00:00:00+03:00', contractId: 2407280 }]);
    expect((screen.getByRole('combobox', { name: 'Contract' }) as HTMLInputElement).value).toBe('PH24072800');
    expect(screen.queryByText(/Required/)).toBeNull();
    // The address keeps only what the reader chose: the first contract is not written into it.
    expect(window.location.search).toBe('');
  });

  it('keeps a contract the address names', async () => {
    window.history.replaceState(null, '', '/reports/idm-order-list?contractId=2407281');
    const { calls } = routes();
    renderWithApp(<ReportPage descriptor={orderList} />);

    expect(await screen.findByText('PB24072800-04', { selector: 'td *, td' })).toBeTruthy();
    expect(dataCalls(calls).map((b) => b.contractId)).toEqual([2407281]);
  });

  it('moves to the first contract of the new list when the days change', async () => {
    const { calls } = routes();
    renderWithApp(<ReportPage descriptor={orderList} />);
    expect(await screen.findByText('PH24072800', { selector: 'td *, td' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));

    expect(await screen.findByText('PH24072900', { selector: 'td *, td' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Contract' }) as HTMLInputElement).value).toBe('PH24072900'));
    // Every data request named a contract of its own days: none went out with the contract empty or stale.
    expect(dataCalls(calls)).toEqual([
      { startDate: '2024-07-28T00:00:00+03:00', endDate: '2024-07-28T00:00:00+03:00', contractId: 2407280 },
      { startDate: '2024-07-29T00:00:00+03:00', endDate: '2024-07-29T00:00:00+03:00', contractId: 2407290 },
    ]);
  });
});
