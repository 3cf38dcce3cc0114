// The YEKDEM detail routes on a seeded store (the test world's clock is 20 August 2024, so July is settled): the
// licensed hourly feed-in cost plus the licence-exempt month is the published total cost, a plant's licensed
// generation is its own source's part of the portfolio, and the installed capacity, old + new, is the year's
// participant list.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yekdemPlants } from '../../src/server/simulator/markets/renewablesSupport/yekdemPlants';
import { DEFAULT_SEED } from '../../src/server/simulator/simulateWorld';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const renewables = (path: string, body: Record<string, unknown>) => postJson(server.app, `/electricity-service/v1/renewables/data/${path}`, body);
const JULY = '2024-07-01T00:00:00+03:00';
const JULY_END = '2024-07-31T00:00:00+03:00';
const sum = (items: Record<string, number>[], field: string) => items.reduce((s, r) => s + r[field]!, 0);

describe('YEKDEM detail routes', () => {
  it('add the licensed hourly cost and the licence-exempt month up to July\'s published total cost', async () => {
    const licensed = (await renewables('licensed-generation-cost', { startDate: JULY, endDate: JULY_END, page: { number: 1, size: 744 } })).json();
    expect(licensed.items).toHaveLength(31 * 24);
    const exempt = (await renewables('unlicensed-generation-cost', { startDate: JULY, endDate: JULY_END })).json().items;
    const total = (await renewables('total-cost', { startDate: JULY, endDate: JULY_END })).json().items;
    expect(exempt).toHaveLength(1);
    expect(total).toHaveLength(1);
    expect(Math.round((licensed.statisticsDto.gunes + exempt[0].gunes) * 100) / 100).toBeCloseTo(total[0].gunes, 1);
    expect(Math.round(licensed.statisticsDto.ruzgar * 100) / 100).toBeCloseTo(total[0].ruzgar, 1);
    expect(licensed.statisticsDto.toplam + exempt[0].toplam).toBeCloseTo(total[0].toplam, 0);
  });

  it('answer one plant\'s licensed generation as its own source\'s part of the portfolio, and list the plants to pick', async () => {
    const plant = yekdemPlants(DEFAULT_SEED).find((p) => p.source === 'ruzgar' && p.entryYear <= 2024 && 2024 < p.entryYear + 10)!;
    const day = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
    const all = (await renewables('licensed-realtime-generation', day)).json().items;
    const one = (await renewables('licensed-realtime-generation', { ...day, powerPlantId: plant.plant.id })).json().items;
    expect(all).toHaveLength(24);
    expect(one).toHaveLength(24);
    one.forEach((row: Record<string, number>, h: number) => {
      expect(row.ruzgar).toBeLessThanOrEqual(all[h].ruzgar);
      expect(row.toplam).toBe(row.ruzgar);
      expect(row.gunes).toBe(0);
    });
    expect(sum(one, 'ruzgar')).toBeGreaterThan(0);
    // The plant filter offers the mechanism's plants: this one, and no gas plant.
    const options = (await renewables('licensed-powerplant-list', {})).json() as { powerPlantId: number; name: string }[];
    expect(options.map((o) => o.powerPlantId)).toContain(plant.plant.id);
    expect(options.length).toBe(yekdemPlants(DEFAULT_SEED).length);
  });

  it('offer the participant lists up to the current year only (the clock is in 2024), newest first', async () => {
    const years = (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/renewables/data/renewables-participant-year-list' })).json() as number[];
    expect(years[0]).toBe(2024);
    expect(years).not.toContain(2025);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('split the year\'s participant capacity into old and new installed capacity', async () => {
    const years = (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/renewables/data/renewables-participant-year-list' })).json();
    expect(years).toContain(2024);
    const list = (await renewables('renewables-participant', { year: 2024, page: { number: 1, size: 5000 } })).json();
    const old = (await renewables('old-installed-capacity', { period: JULY })).json().installedCapacities;
    const fresh = (await renewables('new-installed-capacity', { period: JULY })).json().installedCapacities;
    expect(sum(old, 'installedCapacity') + sum(fresh, 'installedCapacity')).toBeCloseTo(list.statisticsDto.toplam, 1);
    expect(sum(old, 'plantCount') + sum(fresh, 'plantCount')).toBe(list.items.length);
  });

  it('export the installed capacity a row per source, as the page shows it, never sorted by the list', async () => {
    const descriptor = (await import('../../reports/electricity/renewables/yekdem-old-installed-capacity.json')).default;
    const exportPath = `/electricity-service${descriptor.api.exportPath}`;
    const answered = (await renewables('old-installed-capacity', { period: JULY })).json().installedCapacities as { sourceType: string; installedCapacity: number; plantCount: number }[];
    expect(answered).toHaveLength(9);
    const body = { period: JULY, ...(descriptor.table?.sort ? { sort: descriptor.table.sort } : {}) };
    const csv = await postJson(server.app, exportPath, { ...body, exportType: 'CSV' });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-disposition'])).not.toContain('installedCapacities');
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('Kaynak türü;Kurulu güç (MW);Santral sayısı');
    expect(lines).toHaveLength(1 + 9);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(answered.map((item) => item.sourceType));
    const xlsx = await postJson(server.app, exportPath, { ...body, exportType: 'XLSX' }, { 'accept-language': 'en-US' });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.views[0] as { ySplit: number }).ySplit;
    const preamble = Array.from({ length: headerRow - 1 }, (_, i) => String(sheet.getCell(i + 1, 1).value ?? '')).join('\n');
    expect(preamble).toContain('in the order answered');
    expect(preamble).not.toContain('Installed capacity by source');
    expect(sheet.getRow(headerRow).values).toEqual([undefined, 'Source type', 'Installed capacity (MW)', 'Plants']);
    expect(sheet.rowCount).toBe(headerRow + 9);
    expect(sheet.getRow(headerRow + 9).getCell(3).value).toBe(answered[8]!.plantCount);
    const pdf = await postJson(server.app, exportPath, { ...body, exportType: 'PDF' });
    expect(pdf.statusCode).toBe(200);
  });
});

