import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { parseFieldValue } from './parseFieldValue';

const { realtimeGeneration } = fixtures;

describe('parseFieldValue', () => {
  it('reads empty input as no value', () => {
    expect(parseFieldValue(smpWithEveryFieldKind, 'region', undefined)).toEqual({ value: undefined });
    expect(parseFieldValue(smpWithEveryFieldKind, 'region', '  ')).toEqual({ value: undefined });
  });

  it('keeps real days and reduces a date-time to its Istanbul day', () => {
    expect(parseFieldValue(realtimeGeneration, 'startDate', '2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(parseFieldValue(realtimeGeneration, 'startDate', '2024-07-29T00:00:00+03:00')).toEqual({ value: '2024-07-29' });
    expect(parseFieldValue(realtimeGeneration, 'startDate', '2024-07-28T21:00:00Z')).toEqual({ value: '2024-07-29' });
    expect(parseFieldValue(realtimeGeneration, 'startDate', '2023-02-29')).toEqual({ problem: 'date' });
    expect(parseFieldValue(realtimeGeneration, 'endDate', '29.07.2024')).toEqual({ problem: 'date' });
  });

  it('reads integers and numbers strictly', () => {
    expect(parseFieldValue(realtimeGeneration, 'powerPlantId', '2461')).toEqual({ value: 2461 });
    expect(parseFieldValue(realtimeGeneration, 'powerPlantId', 2461)).toEqual({ value: 2461 });
    expect(parseFieldValue(realtimeGeneration, 'powerPlantId', '12.5')).toEqual({ problem: 'integer' });
    expect(parseFieldValue(realtimeGeneration, 'powerPlantId', '1e3')).toEqual({ problem: 'integer' });
    expect(parseFieldValue(smpWithEveryFieldKind, 'threshold', '-12.5')).toEqual({ value: -12.5 });
    expect(parseFieldValue(smpWithEveryFieldKind, 'threshold', '0')).toEqual({ value: 0 });
    expect(parseFieldValue(smpWithEveryFieldKind, 'threshold', 'abc')).toEqual({ problem: 'number' });
  });

  it('reads booleans as the words true and false', () => {
    expect(parseFieldValue(smpWithEveryFieldKind, 'includeLicensed', 'false')).toEqual({ value: 'false' });
    expect(parseFieldValue(smpWithEveryFieldKind, 'includeLicensed', 'yes')).toEqual({ problem: 'boolean' });
  });

  it('accepts only the options of a select or an enum', () => {
    expect(parseFieldValue(smpWithEveryFieldKind, 'region', 'TR2')).toEqual({ value: 'TR2' });
    expect(parseFieldValue(smpWithEveryFieldKind, 'region', 'TR9')).toEqual({ problem: 'option' });
  });

  it('passes free text through for a string field', () => {
    expect(parseFieldValue(smpWithEveryFieldKind, 'sourceType', ' WIND ')).toEqual({ value: 'WIND' });
  });
});
