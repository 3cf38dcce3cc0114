import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { matchesSchema } from './filterValidator';

describe('the filter form validator', () => {
  it('tells which option of a oneOf a value is', () => {
    const region: RJSFSchema = { type: 'string', oneOf: [{ const: 'TR1', title: 'Türkiye' }, { const: 'TR2', title: 'Trakya' }] };
    expect(matchesSchema(region, 'TR1')).toBe(true);
    expect(matchesSchema(region, 'TR9')).toBe(false);
    expect(matchesSchema({ const: 'TR2' }, 'TR1')).toBe(false);
  });

  it('checks types, required properties and nested properties', () => {
    const form: RJSFSchema = { type: 'object', required: ['range'], properties: { range: { type: 'string' }, plant: { type: 'integer' } } };
    expect(matchesSchema(form, { range: '2024-07-01/2024-07-31', plant: 7 })).toBe(true);
    expect(matchesSchema(form, { plant: 7 })).toBe(false);
    expect(matchesSchema(form, { range: '2024-07-01/2024-07-31', plant: 7.5 })).toBe(false);
  });
});
