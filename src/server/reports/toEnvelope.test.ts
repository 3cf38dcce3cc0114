import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { isAllowanceFinal, toEnvelope } from './toEnvelope';

// 2024-08-20 14:30 Istanbul: July was settled on 15 August, August is not yet.
const NOW = new Date('2024-08-20T11:30:00Z');
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
    const body = toEnvelope(physicalRealization, { values: {}, range: { start: '2024-07-01', end: '2024-07-01' } }, result, NOW) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['isAllowanceFinal', 'items', 'page', 'statistics']);
    expect(body.isAllowanceFinal).toBe(true);
  });
});
