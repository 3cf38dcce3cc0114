// The consumption metering routes and lookups on a seeded store (the test world's clock is 20 August 2024, so July
// is the last settled month): the settlement withdrawal splits into its eligible part and the part under supply
// liability, the province and sector tables narrow by their filters, and the profile group lookup answers the
// groups that have eligible consumers, in a province and district that exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const consumption = (path: string, body: Record<string, unknown>) => postJson(server.app, `/electricity-service/v1/consumption/data/${path}`, body);
const get = (path: string) => server.app.inject({ method: 'GET', url: `/electricity-service/v1/consumption/data/${path}` });
const JULY = '2024-07-01T00:00:00+03:00';
const JULY_END = '2024-07-31T00:00:00+03:00';
const sum = (items: Record<string, number>[], field: string) => items.reduce((s, r) => s + r[field]!, 0);

describe('consumption metering routes', () => {
  it('answer July\'s UEÇM as the eligible withdrawal plus the withdrawal under supply liability', async () => {
    const page = { number: 1, size: 1000 };
    const uecm = (await consumption('uecm', { startDate: JULY, endDate: JULY_END, page })).json().items;
    const st = (await consumption('st-uecm', { period: JULY, page })).json().items;
    const liable = (await consumption('withdrawal-quantity-under-supply-liability', { startDate: JULY, endDate: JULY_END, page })).json().items;
    expect(uecm).toHaveLength(31 * 24);
    expect(st).toHaveLength(31 * 24);
    expect(liable).toHaveLength(31);
    expect(Math.abs(sum(st, 'st') + sum(liable, 'wqusl') - sum(uecm, 'swv'))).toBeLessThan(0.05);
  });

  it('narrow the consumption table to one province and profile group, and its eligible MWh add up to July\'s eligible withdrawal', async () => {
    const all = (await consumption('consumption-quantity', { period: JULY, page: { number: 1, size: 1000 } })).json().items;
    expect(all).toHaveLength(81 * 6);
    const st = (await consumption('st-uecm', { period: JULY, page: { number: 1, size: 1000 } })).json().items;
    expect(sum(all, 'serbestTuketiciTuketimMiktari')).toBe(Math.round(sum(st, 'st')));
    const one = (await consumption('consumption-quantity', { period: JULY, provinceId: 42, profileGroupId: 4 })).json().items;
    expect(one).toEqual([expect.objectContaining({ province: 'Konya', consumerSector: 'Tarımsal Sulama' })]);
  });

  it('list the consumer sectors and main tariff groups as bare arrays, in Turkish order', async () => {
    const sectors = (await get('consumer-sector-list')).json();
    expect(sectors.map((s: { consumerSectorTr: string }) => s.consumerSectorTr)).toEqual(['Aydınlatma', 'Diğer', 'Mesken', 'Sanayi', 'Tarımsal Sulama', 'Ticarethane']);
    expect(sectors.find((s: { id: number }) => s.id === 3)).toEqual({ id: 3, consumerSectorTr: 'Sanayi', consumerSectorEn: 'Industry' });
    expect((await get('main-tariff-group-list')).json()).toHaveLength(5);
  });

  it('answer the profile groups with eligible consumers of a province and district, and none for an unknown one', async () => {
    const groups = (await consumption('profile-subscription-group-list', { period: JULY, provinceId: 34 })).json();
    expect(groups).toEqual(['Diğer', 'Mesken', 'Sanayi', 'Tarımsal Sulama', 'Ticarethane']); // public lighting is bought by no eligible consumer
    expect((await consumption('profile-subscription-group-list', { period: JULY, provinceId: 6, districtName: 'Merkez' })).json()).toEqual(groups);
    expect((await consumption('profile-subscription-group-list', { period: JULY, provinceId: 6, districtName: 'Atlantis' })).json()).toEqual([]);
    expect((await consumption('profile-subscription-group-list', { period: JULY, provinceId: 99 })).json()).toEqual([]);
    expect((await consumption('profile-subscription-group-list', { period: 'yesterday' })).statusCode).toBe(400);
  });
});
