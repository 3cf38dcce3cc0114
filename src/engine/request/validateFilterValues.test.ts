import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { validateFilterValues } from './validateFilterValues';

const { mcp, realtimeGeneration } = fixtures;

describe('validateFilterValues', () => {
  it('accepts a valid range', () => {
    expect(validateFilterValues(mcp, { startDate: '2024-01-01', endDate: '2024-12-31' })).toEqual([]);
  });

  it('asks for missing required dates in both languages', () => {
    expect(validateFilterValues(mcp, { startDate: '', endDate: undefined })).toEqual([
      { field: 'startDate', message: { tr: 'Zorunlu alan: başlangıç tarihini seçin.', en: 'Required field: choose a start date.' } },
      { field: 'endDate', message: { tr: 'Zorunlu alan: bitiş tarihini seçin.', en: 'Required field: choose an end date.' } },
    ]);
  });

  it('names a required lookup by its label', () => {
    const errors = validateFilterValues(smpWithEveryFieldKind, { startDate: '2024-01-01', endDate: '2024-01-31', region: 'TR1' });
    expect(errors).toEqual([
      { field: 'powerPlantId', message: { tr: 'Zorunlu alan: Santral seçin.', en: 'Required field: choose a power plant.' } },
    ]);
  });

  it('lets an optional lookup stay empty', () => {
    expect(validateFilterValues(realtimeGeneration, { startDate: '2024-07-01', endDate: '2024-07-31' })).toEqual([]);
  });

  it('reports an end date before the start date on the end field', () => {
    expect(validateFilterValues(mcp, { startDate: '2024-07-29', endDate: '2024-07-28' })).toEqual([
      {
        field: 'endDate',
        message: { tr: 'Bitiş tarihi, başlangıç tarihinden önce olamaz.', en: 'The end date cannot be before the start date.' },
      },
    ]);
  });

  it('reports a range over the filter limit and says the last allowed day', () => {
    expect(validateFilterValues(mcp, { startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual([
      {
        field: 'endDate',
        message: {
          tr: 'Tarih aralığı en fazla 1 yıl olabilir; bitiş tarihini en geç 31.12.2024 seçin.',
          en: 'The date range can be at most 1 year; choose an end date no later than 31.12.2024.',
        },
      },
    ]);
  });

  it('applies month and year limits on calendar boundaries', () => {
    // Real-time generation allows 3 months, the system marginal price 1 year.
    expect(validateFilterValues(realtimeGeneration, { startDate: '2024-02-01', endDate: '2024-04-30' })).toEqual([]);
    const [monthError] = validateFilterValues(realtimeGeneration, { startDate: '2024-02-01', endDate: '2024-05-01' });
    expect(monthError?.message.en).toBe('The date range can be at most 3 months; choose an end date no later than 30.04.2024.');
    expect(validateFilterValues(fixtures.systemMarginalPrice, { startDate: '2024-02-29', endDate: '2025-02-28' })).toEqual([]);
    const [yearError] = validateFilterValues(fixtures.systemMarginalPrice, { startDate: '2024-02-29', endDate: '2025-03-01' });
    expect(yearError?.message.tr).toBe('Tarih aralığı en fazla 1 yıl olabilir; bitiş tarihini en geç 28.02.2025 seçin.');
  });

  it('prefers the administrator limit over the descriptor limit', () => {
    const values = { startDate: '2024-07-01', endDate: '2024-07-10' };
    expect(validateFilterValues(mcp, values)).toEqual([]);
    const [error] = validateFilterValues(mcp, values, { unit: 'day', value: 7 });
    expect(error?.field).toBe('endDate');
    expect(error?.message.tr).toContain('en fazla 7 gün');
    expect(error?.message.en).toContain('07.07.2024');
  });

  it('reports unreadable values once per field', () => {
    const errors = validateFilterValues(smpWithEveryFieldKind, {
      startDate: '2023-02-29',
      endDate: '2024-01-01',
      region: 'TR9',
      powerPlantId: '12a',
      threshold: 'lots',
      includeLicensed: 'maybe',
    });
    expect(errors).toEqual([
      { field: 'startDate', message: { tr: 'Geçerli bir tarih seçin.', en: 'Choose a valid date.' } },
      { field: 'region', message: { tr: 'Listedeki seçeneklerden birini seçin.', en: 'Choose one of the options in the list.' } },
      { field: 'powerPlantId', message: { tr: 'Tam sayı girin.', en: 'Enter a whole number.' } },
      { field: 'threshold', message: { tr: 'Bir sayı girin.', en: 'Enter a number.' } },
      { field: 'includeLicensed', message: { tr: 'Evet ya da hayır seçin.', en: 'Choose yes or no.' } },
    ]);
  });
});
