import { describe, expect, it } from 'vitest';
import { mcpDescriptor, realtimeGenerationDescriptor, regionalDescriptor } from './descriptorFixtures';
import { validateFilterValues } from './validateFilterValues';

describe('validateFilterValues', () => {
  it('accepts a valid range', () => {
    expect(validateFilterValues(mcpDescriptor, { startDate: '2024-01-01', endDate: '2024-12-31' })).toEqual([]);
  });

  it('asks for missing required dates in both languages', () => {
    expect(validateFilterValues(mcpDescriptor, { startDate: '', endDate: undefined })).toEqual([
      { field: 'startDate', message: { tr: 'Başlangıç tarihini seçin.', en: 'Choose a start date.' } },
      { field: 'endDate', message: { tr: 'Bitiş tarihini seçin.', en: 'Choose an end date.' } },
    ]);
  });

  it('names a required lookup by its label', () => {
    const errors = validateFilterValues(regionalDescriptor, { startDate: '2024-01-01', endDate: '2024-01-31', region: 'TR1' });
    expect(errors).toEqual([
      { field: 'organizationId', message: { tr: 'Organizasyon seçimi zorunludur.', en: 'Organisation is required.' } },
    ]);
  });

  it('lets an optional lookup stay empty', () => {
    expect(validateFilterValues(realtimeGenerationDescriptor, { startDate: '2024-07-01', endDate: '2024-07-31' })).toEqual([]);
  });

  it('reports an end date before the start date on the end field', () => {
    expect(validateFilterValues(mcpDescriptor, { startDate: '2024-07-29', endDate: '2024-07-28' })).toEqual([
      {
        field: 'endDate',
        message: { tr: 'Bitiş tarihi, başlangıç tarihinden önce olamaz.', en: 'The end date cannot be before the start date.' },
      },
    ]);
  });

  it('reports a range over the filter limit and says the last allowed day', () => {
    expect(validateFilterValues(mcpDescriptor, { startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual([
      {
        field: 'endDate',
        message: {
          tr: 'Tarih aralığı en fazla 366 gün olabilir; bitiş tarihini en geç 31.12.2024 seçin.',
          en: 'The date range can be at most 366 days; choose an end date no later than 31.12.2024.',
        },
      },
    ]);
  });

  it('applies month and year limits on calendar boundaries', () => {
    expect(validateFilterValues(realtimeGenerationDescriptor, { startDate: '2024-02-01', endDate: '2024-02-29' })).toEqual([]);
    const [monthError] = validateFilterValues(realtimeGenerationDescriptor, { startDate: '2024-02-01', endDate: '2024-03-01' });
    expect(monthError?.message.en).toBe('The date range can be at most 1 month; choose an end date no later than 29.02.2024.');
    const base = { region: 'TR1', organizationId: 1 };
    expect(validateFilterValues(regionalDescriptor, { ...base, startDate: '2024-02-29', endDate: '2025-02-28' })).toEqual([]);
    const [yearError] = validateFilterValues(regionalDescriptor, { ...base, startDate: '2024-02-29', endDate: '2025-03-01' });
    expect(yearError?.message.tr).toBe('Tarih aralığı en fazla 1 yıl olabilir; bitiş tarihini en geç 28.02.2025 seçin.');
  });

  it('prefers the administrator limit over the descriptor limit', () => {
    const values = { startDate: '2024-07-01', endDate: '2024-07-10' };
    expect(validateFilterValues(mcpDescriptor, values)).toEqual([]);
    const [error] = validateFilterValues(mcpDescriptor, values, { unit: 'day', value: 7 });
    expect(error?.field).toBe('endDate');
    expect(error?.message.tr).toContain('en fazla 7 gün');
    expect(error?.message.en).toContain('07.07.2024');
  });

  it('reports unreadable values once per field', () => {
    const errors = validateFilterValues(regionalDescriptor, {
      startDate: '2023-02-29',
      endDate: '2024-01-01',
      region: 'TR9',
      organizationId: '12a',
      threshold: 'lots',
    });
    expect(errors).toEqual([
      { field: 'startDate', message: { tr: 'Geçerli bir tarih seçin.', en: 'Choose a valid date.' } },
      { field: 'region', message: { tr: 'Listedeki seçeneklerden birini seçin.', en: 'Choose one of the options in the list.' } },
      { field: 'organizationId', message: { tr: 'Tam sayı girin.', en: 'Enter a whole number.' } },
      { field: 'threshold', message: { tr: 'Bir sayı girin.', en: 'Enter a number.' } },
    ]);
  });
});
