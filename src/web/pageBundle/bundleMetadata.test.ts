// The metadata file of a whole-page zip says what a reader passed the zip needs to know: the filters, the time
// zone, each column's unit, the source (and the simulated label only for simulated data), when, where from.
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../engine/testing/reportFixtures';
import { reportApiCall } from '../reference/reportApiCall';
import { istanbulTimestamp, toBundleMetadata } from './bundleMetadata';

const values = { startDate: '2024-07-01', endDate: '2024-07-31' };
const base = {
  descriptor: fixtures.mcp,
  values,
  columns: ['date', 'hour', 'price', 'priceUsd'],
  range: { start: '2024-07-01', end: '2024-07-31' },
  retrievedAt: new Date('2024-08-01T11:05:09Z'),
  link: 'https://seffaflik.example/en/electricity/dam/mcp?startDate=2024-07-01&endDate=2024-07-31',
  apiCall: reportApiCall(fixtures.mcp, values, 'https://seffaflik.example'),
  files: ['dam-mcp_2024-07-01_2024-07-31_UTC+3.csv'],
};

describe('toBundleMetadata', () => {
  it('states filters, time zone, units of the columns shown, retrieval time in Istanbul time, link and API call', () => {
    const metadata = toBundleMetadata({ ...base, locale: 'en', simulated: false });
    expect(metadata.report).toEqual({ id: 'dam-mcp', title: fixtures.mcp.title.en });
    expect(metadata.filters).toEqual([
      { label: 'Start date', field: 'startDate', value: '2024-07-01' },
      { label: 'End date', field: 'endDate', value: '2024-07-31' },
    ]);
    expect(metadata.request).toEqual({ startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00' });
    expect(metadata.timeZone).toMatchObject({ name: 'Europe/Istanbul', offset: 'UTC+3' });
    expect(metadata.columns.map((c) => [c.key, c.unit])).toEqual([['date', null], ['hour', null], ['price', 'TL/MWh'], ['priceUsd', 'USD/MWh']]);
    expect(metadata.retrievedAt).toBe('2024-08-01T14:05:09+03:00');
    expect(metadata.retrievedAtText).toBe('01.08.2024 14:05 (Istanbul time, UTC+3)');
    expect(metadata.link).toBe(base.link);
    expect(metadata.apiCall).toEqual({ method: 'POST', url: 'https://seffaflik.example/electricity-service/v1/markets/dam/data/mcp', body: metadata.request });
    expect(metadata.source).toMatch(/Real data/);
    expect(metadata).not.toHaveProperty('simulatedLabel');
  });

  it('labels simulated data as such, in the reader\'s language', () => {
    const metadata = toBundleMetadata({ ...base, locale: 'tr', simulated: true, notes: ['Bu görünümde grafik gösterilmiyor; zipte grafik dosyası yok.'] });
    expect(metadata.simulated).toBe(true);
    expect(metadata.simulatedLabel).toBe('Simüle veri');
    expect(metadata.source).toMatch(/^Simüle veri: Şeffaflık'ın piyasa benzetimi/);
    expect(metadata.filters[0]?.label).toBe('Başlangıç tarihi');
    expect(metadata.columns.find((c) => c.key === 'price')?.header).toMatch(/^PTF.*\(TL\/MWh\)$/);
    expect(metadata.notes).toHaveLength(1);
  });

  it('writes Istanbul wall time with its offset, whatever the machine\'s zone', () => {
    expect(istanbulTimestamp(new Date('2024-12-31T22:30:00Z'))).toBe('2025-01-01T01:30:00+03:00');
  });
});
