// The declared-row and grouped forms of derived data, run on a small DuckDB store through the report pages
// that use them: one answer row per declared measure set in the declared order (also across pages), the hour of
// an extreme, band averages weighted by the matched quantity, and a count per licence with conditions per measure.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDataset } from '../datasets/datasets';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import { duckdbDialect } from '../store/sqlDialect';
import type { InsertRow, Store } from '../store/store';
import { loadReports } from './loadReports';
import { compileRequestValidator } from './reportRequest';
import { runReport } from './runReport';

const { reports } = loadReports(resolve('reports'));
const report = (id: string) => reports.find((r) => r.id === id)!;
const NOW = new Date('2024-08-20T11:30:00Z');
const DAY = { start: '2024-08-01', end: '2024-08-01' };
const hour = (h: number) => Date.UTC(2024, 7, 1, h);

// 1 August 2024: MCP 100 + h except 30 at 03:00 and 05:00 (a tie) and 500 at 18:00; SMP 200 - h.
const ptf = (h: number) => (h === 3 || h === 5 ? 30 : h === 18 ? 500 : 100 + h);
const smf = (h: number) => 200 - h;
const volume = (h: number) => (h < 12 ? 1000 : 3000);

async function insert(store: Store, datasetId: string, rows: InsertRow[]): Promise<void> {
  const dataset = findDataset(datasetId)!;
  await store.insertRows(dataset.table, [...dataset.dimensions, ...dataset.fields], rows, dataset.grain !== 'none');
}

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:', 1);
  await migrate(store);
  const hours = Array.from({ length: 24 }, (_, h) => h);
  await insert(store, 'imbalance.prices', hours.map((h) => ({ ts: hour(h), ptf: ptf(h), smf: smf(h), positiveImbalance: null, negativeImbalance: null, systemStatus: 'Dengede' })));
  await insert(store, 'dam.mcp', hours.map((h) => ({ ts: hour(h), price: ptf(h), priceUsd: null, priceEur: null, volume: volume(h) })));
  const organization = (organizationId: number, licence: string, licenceId: number, legalStatus: string, organizationStatus = 'ACTIVE') => ({
    organizationId, organizationName: `Org ${organizationId}`, organizationShortName: null, organizationEtsoCode: null, organizationStatus,
    legalStatus, licence, licenceId, damEntry: 1, intraDayEntry: 0, vepEntry: 0, yekgEntry: 0, naturalGasMarketEntry: 0, vgpParticipation: 0,
  });
  // Congestion cost on 1 and 2 August in two zones: TR1 (İstanbul both days, Adana on the 2nd) and a second zone.
  const congestion = (day: number, region: string, orderType: string, cityName: string, congestionCost: number) => ({ ts: Date.UTC(2024, 7, day), region, orderType, priceType: 'PTF', cityName, congestionCost });
  await insert(store, 'transmission.congestion-cost-by-region', [
    congestion(1, 'TR1', 'YAL', 'İstanbul', 100.25), congestion(2, 'TR1', 'YAL', 'İstanbul', 50.5), congestion(2, 'TR1', 'YAL', 'Adana', 20),
    congestion(1, 'TR1', 'YAT', 'İstanbul', 7), congestion(1, 'TR2', 'YAL', 'Hatay', 999),
  ]);
  await insert(store, 'registry.organizations', [
    organization(1, 'TEDARİK', 2, 'PRIVATE'), organization(2, 'ÜRETİM', 1, 'PUBLIC'), organization(3, 'ÜRETİM', 1, 'PRIVATE'),
    organization(4, 'ÜRETİM', 1, 'PRIVATE'), organization(5, 'ÜRETİM', 1, 'PRIVATE', 'PASSIVE'), organization(6, 'TEDARİK', 2, 'PRIVATE'),
  ]);
});
afterAll(async () => { await store?.close(); });

describe('declared rows (rows)', () => {
  it('answers one row per declared extreme, in the declared order, with the hour it was first reached', async () => {
    const { items, total } = await runReport(store, duckdbDialect, report('daily-prices-min-max'), { range: DAY, values: {}, page: { number: 1, size: 10 } }, NOW);
    expect(total).toBe(4);
    expect(items).toEqual([
      { baslik: 'Minimum PTF', fiyat: 30, saat: '03:00' },
      { baslik: 'Maksimum PTF', fiyat: 500, saat: '18:00' },
      { baslik: 'Minimum SMF', fiyat: 177, saat: '23:00' },
      { baslik: 'Maksimum SMF', fiyat: 200, saat: '00:00' },
    ]);
  });

  it('keeps the declared order across pages', async () => {
    const second = await runReport(store, duckdbDialect, report('daily-prices-min-max'), { range: DAY, values: {}, page: { number: 2, size: 3 } }, NOW);
    expect(second.items.map((row) => row.baslik)).toEqual(['Maksimum SMF']);
  });

  it('gives a monthly extreme its day and hour', async () => {
    const { items } = await runReport(store, duckdbDialect, report('daily-prices-min-max-monthly'), { range: { start: '2024-08-01', end: '2024-08-31' }, values: {} }, NOW);
    expect(items[1]).toEqual({ tarih: '2024-08-01T18:00:00+03:00', baslik: 'Maksimum PTF', fiyat: 500, saat: '18:00' });
  });

  it('averages each band, weighting an hour by the quantity matched in it', async () => {
    const { items } = await runReport(store, duckdbDialect, report('daily-prices-average'), { range: DAY, values: {}, page: { number: 1, size: 10 } }, NOW);
    expect(items.map((row) => row.baslik)).toEqual(['Gün Ortalaması', 'Puant', 'Puant Dışı', 'Gündüz', 'Akşam Puantı', 'Gece']);
    const peakHours = Array.from({ length: 12 }, (_, i) => i + 8);
    const weighted = peakHours.reduce((s, h) => s + ptf(h) * volume(h), 0) / peakHours.reduce((s, h) => s + volume(h), 0);
    const peak = items.find((row) => row.baslik === 'Puant')!;
    expect(peak.ptfAgirlikliOrtalama).toBeCloseTo(weighted, 2);
    expect(peak.ptfAritmetikOrtalama).toBeCloseTo(peakHours.reduce((s, h) => s + ptf(h), 0) / 12, 2);
    expect(peak.ptfAgirlikliOrtalama).not.toBeCloseTo(peak.ptfAritmetikOrtalama as number, 1);
  });
});

describe('grouped counts (groupBy, conditional measures)', () => {
  it('counts the active organisations of each licence, public and private apart, with the totals', async () => {
    const result = await runReport(store, duckdbDialect, report('participant-count-based-upon-license-type'), { range: { start: '2024-08-20', end: '2024-08-20' }, values: {}, page: { number: 1, size: 10 } }, NOW);
    expect(result.items).toEqual([
      { licence: 'ÜRETİM', publicCompany: 1, privateSector: 2, organizationCount: 3, licenceId: 1 },
      { licence: 'TEDARİK', publicCompany: 0, privateSector: 2, organizationCount: 2, licenceId: 2 },
    ]);
    expect(result.summary).toEqual({ publicCompanyTotal: 1, privateSectorTotal: 4, organizationCountTotal: 5 });
  });
});

describe('aggregates over the members a request names (dimensions)', () => {
  const request = (values: Record<string, string>, range = { start: '2024-08-01', end: '2024-08-02' }) => ({ range, values, page: { number: 1, size: 10 } });
  // As the route reads it: the body the operator's clients send, through the request validator.
  const costs = async (values: Record<string, string>, range = { start: '2024-08-01', end: '2024-08-02' }) => {
    const body = { startDate: `${range.start}T00:00:00+03:00`, endDate: `${range.end}T00:00:00+03:00`, ...values, page: { number: 1, size: 10 } };
    return (await runReport(store, duckdbDialect, report('congestion-cost'), compileRequestValidator(report('congestion-cost')).parse(body, 'en', undefined), NOW)).items;
  };

  it('adds a city\'s congestion cost up over the requested days, for the requested order type and zone', async () => {
    expect(await costs({ region: 'TR1', orderType: 'YAL', priceType: 'PTF' })).toEqual([
      { cityName: 'İstanbul', congestionCost: 150.75 }, { cityName: 'Adana', congestionCost: 20 },
    ]);
    expect(await costs({ region: 'TR1', orderType: 'YAL', priceType: 'PTF' }, { start: '2024-08-01', end: '2024-08-01' })).toEqual([{ cityName: 'İstanbul', congestionCost: 100.25 }]);
    expect(await costs({ region: 'TR1', orderType: 'YAT', priceType: 'PTF' })).toEqual([{ cityName: 'İstanbul', congestionCost: 7 }]);
  });

  it('answers another zone with its own cities, and every zone when the region is left out', async () => {
    expect(await costs({ region: 'TR2', orderType: 'YAL', priceType: 'PTF' })).toEqual([{ cityName: 'Hatay', congestionCost: 999 }]);
    expect(await costs({ region: 'TR9', orderType: 'YAL', priceType: 'PTF' })).toEqual([]);
    expect((await costs({ orderType: 'YAL', priceType: 'PTF' })).map((r) => r.cityName)).toEqual(['Hatay', 'İstanbul', 'Adana']);
  });

  it('binds the member as a parameter, never as SQL text', async () => {
    const { buildReportQuery } = await import('./buildReportQuery');
    const query = buildReportQuery(report('congestion-cost'), request({ region: "TR1' OR 1=1 --", orderType: 'YAL', priceType: 'PTF' }), duckdbDialect, NOW);
    expect(query.rows.sql).not.toContain('OR 1=1');
    expect(query.rows.params).toContain("TR1' OR 1=1 --");
  });
});
