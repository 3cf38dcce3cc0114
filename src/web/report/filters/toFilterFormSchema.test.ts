import { describe, expect, it } from 'vitest';
import { damDescriptor, generationDescriptor, mcpDescriptor, regionDescriptor } from '../../testing/fixtures';
import { toFilterFormSchema } from './toFilterFormSchema';

describe('toFilterFormSchema', () => {
  it('makes a date range one required property with presets and the span limit', () => {
    const { schema, uiSchema } = toFilterFormSchema(mcpDescriptor, 'tr');
    expect(schema.properties).toEqual({ startDate_endDate: { type: 'string', title: 'Tarih aralığı' } });
    expect(schema.required).toEqual(['startDate_endDate']);
    expect(uiSchema.startDate_endDate).toEqual({
      'ui:widget': 'dateRange',
      'ui:options': { presets: ['today', 'yesterday', 'last7Days', 'thisYear'], granularity: 'day', spanLimit: { unit: 'year', value: 1 } },
    });
  });

  it('lets the page settings override the span limit', () => {
    const { uiSchema } = toFilterFormSchema(mcpDescriptor, 'en', { spanLimit: { unit: 'day', value: 31 } });
    expect((uiSchema.startDate_endDate as Record<string, { spanLimit: unknown }>)['ui:options']?.spanLimit).toEqual({ unit: 'day', value: 31 });
  });

  it('types a lookup by its request field and keeps it optional when empty means all', () => {
    const { schema, uiSchema } = toFilterFormSchema(generationDescriptor, 'en');
    expect(schema.properties?.powerPlantId).toEqual({ type: 'integer', title: 'Power plant' });
    expect(schema.required).toEqual(['startDate_endDate']);
    expect(uiSchema.powerPlantId).toEqual({ 'ui:widget': 'lookup', 'ui:options': { lookup: 'powerplant-list', allowEmpty: true } });
    expect(uiSchema['ui:order']).toEqual(['startDate_endDate', 'powerPlantId']);
  });

  it('links a dependent lookup to its parent', () => {
    const { uiSchema } = toFilterFormSchema(damDescriptor, 'tr');
    expect(uiSchema.damName).toEqual({
      'ui:widget': 'lookup',
      'ui:options': { lookup: 'dam-list', allowEmpty: true, dependsOn: 'basinName', dependsOnLabel: 'Havza' },
    });
  });

  it('turns select options into labelled constants in the page language', () => {
    const { schema, uiSchema } = toFilterFormSchema(regionDescriptor, 'en');
    expect(schema.properties?.region).toEqual({
      type: 'string',
      title: 'Region',
      oneOf: [
        { const: 'TR1', title: 'Turkey' },
        { const: 'TR2', title: 'Thrace' },
      ],
    });
    expect(schema.required).toEqual(['startDate_endDate', 'region']);
    expect(uiSchema.region).toEqual({ 'ui:widget': 'select' });
  });
});
