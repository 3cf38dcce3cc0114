import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { isAllowanceFinal, toEnvelope } from './toEnvelope';

// 2024-08-20 14:30 Istanbul: July was settled on 15 August, August is not yet.
const NOW = new Date('2024-08-20T11:30:00Z');
const CALLER = { id: 'req-7', ip: '10.0.0.9' };
const physicalRealization = {
  api: { service: 'natural-gas-service', path: '/v1/markets/sgp/data/physical-realization', request: {} },
  columns: [],
} as unknown as ReportDescriptor;

describe('isAllowanceFinal', () => {
  it('is final for gas days of a month whose settlement is out', () => {
    expect(isAllowanceFinal({ start: '2024-07-01', end: '2024-07-31' }, NOW)).toBe(true);
    expect(isAllowanceFinal({ start: '2024-06-10', end: '2024-07-05' }, NOW)).toBe(true);
  });

  it('is not final when the range reaches into a month not yet settled, or names no days', () => {
    expect(isAllowanceFinal({ start: '2024-07-25', end: '2024-08-01' }, NOW)).toBe(false);
    expect(isAllowanceFinal({ start: '2024-08-01', end: '2024-08-19' }, NOW)).toBe(false);
    expect(isAllowanceFinal(undefined, NOW)).toBe(false);
  });

  it('turns final for July at midnight on 15 August, Istanbul time', () => {
    const july = { start: '2024-07-01', end: '2024-07-31' };
    expect(isAllowanceFinal(july, new Date('2024-08-14T20:59:59Z'))).toBe(false);
    expect(isAllowanceFinal(july, new Date('2024-08-14T21:00:00Z'))).toBe(true);
  });

  it('answers the key in the physical realisation envelope beside items, page and statistics', () => {
    const result = { items: [{ date: '2024-07-01T00:00:00+03:00', physicalEntry: 1, physicalExit: 1 }], total: 1, summary: {} };
    const body = toEnvelope(physicalRealization, { values: {}, range: { start: '2024-07-01', end: '2024-07-01' } }, result, NOW, CALLER) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['isAllowanceFinal', 'items', 'page', 'statistics']);
    expect(body.isAllowanceFinal).toBe(true);
  });
});

describe('latestUpdateDate', () => {
  it('answers when the newest rows of a daily dataset came out: today at midnight, Istanbul time', () => {
    const euasContracts = {
      api: { service: 'electricity-service', path: '/v1/markets/bilateral-contracts/data/amount-of-bilateral-contracts', request: {} },
      columns: [],
      data: { kind: 'dataset', dataset: 'bilateral.euas-retailers' },
    } as unknown as ReportDescriptor;
    const result = { items: [{ date: '2024-08-19T00:00:00+03:00', contractAmount: 150_000 }], total: 1, summary: {} };
    const body = toEnvelope(euasContracts, { values: {}, range: { start: '2024-08-19', end: '2024-08-19' } }, result, NOW, CALLER) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['items', 'latestUpdateDate', 'page', 'statistics']);
    expect(body.latestUpdateDate).toBe('2024-08-20T00:00:00+03:00');
  });
});

describe('lastUpdateDate', () => {
  it('answers the YEK-G trading volume with when its market rows last came out: yesterday\'s session close at 17:00, Istanbul time', () => {
    const tradingVolume = {
      api: { service: 'electricity-service', path: '/v1/markets/yek-g/data/trading-volume', request: {} },
      columns: [],
      data: { kind: 'dataset', dataset: 'yekg.market' },
    } as unknown as ReportDescriptor;
    const result = { items: [{ date: '2024-08-19T00:00:00+03:00', resourceType: 'RÜZGAR', volumeTl: 22_723.4 }], total: 1, summary: {} };
    const body = toEnvelope(tradingVolume, { values: {}, range: { start: '2024-08-19', end: '2024-08-19' } }, result, NOW, CALLER) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['items', 'lastUpdateDate', 'page', 'statistics']);
    expect(body.lastUpdateDate).toBe('2024-08-19T17:00:00+03:00');
  });
});

describe('the RestResponse envelope', () => {
  const chartMcp = {
    api: { service: 'electricity-service', path: '/v1/markets/dam/data/supply-demand-chart-ptf-data', request: {} },
    columns: [],
    data: { kind: 'dataset', dataset: 'dam.mcp' },
  } as unknown as ReportDescriptor;
  const request = { values: {}, range: { start: '2024-08-19', end: '2024-08-19' }, hour: 13 };

  it('answers the wrapper keys with the hour\'s item nested under the DTO field, as the operator does', () => {
    const item = { date: '2024-08-19T13:00:00+03:00', mcpPrice: 2_650.5, matchingQuantity: 41_250.3 };
    const body = toEnvelope(chartMcp, request, { items: [item], total: 1, summary: {} }, NOW, CALLER) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['status', 'correlationId', 'spanIds', 'hostName', 'clientIp', 'userName', 'successMessage', 'errors', 'unsuccessfulList', 'dispatch', 'body']);
    expect(body).toMatchObject({ status: 'OK', correlationId: 'req-7', clientIp: '10.0.0.9', errors: [], body: { content: { response: item } } });
  });

  it('answers a null response for an hour with nothing published', () => {
    const body = toEnvelope(chartMcp, request, { items: [], total: 0, summary: {} }, NOW, CALLER) as { body: unknown };
    expect(body.body).toEqual({ content: { response: null } });
  });
});

describe('a flat answer whose only key is its item\'s list (YEKDEM installed capacity)', () => {
  const newCapacity = {
    api: { service: 'electricity-service', path: '/v1/renewables/data/new-installed-capacity', request: {} },
    columns: [],
  } as unknown as ReportDescriptor;

  it('answers {installedCapacities: [...]} with the month\'s list, and an empty list for a month without a row', () => {
    const list = [{ sourceType: 'GÜNEŞ', installedCapacity: 1200.5, plantCount: 80 }];
    const result = { items: [{ installedCapacities: list }], total: 1, summary: {} };
    const request = { values: {}, range: { start: '2025-07-01', end: '2025-07-31' } };
    expect(toEnvelope(newCapacity, request, result, NOW, CALLER)).toEqual({ installedCapacities: list });
    expect(toEnvelope(newCapacity, request, { items: [], total: 0, summary: {} }, NOW, CALLER)).toEqual({ installedCapacities: [] });
  });
});
