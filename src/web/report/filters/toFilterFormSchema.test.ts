import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { fixtures, withChanges } from '../../../engine/testing/reportFixtures';
import { gasFuturesByTradeOrDelivery, oneYear } from '../../../engine/filters/testing/filterShapeDescriptors';
import { toFilterFormSchema } from './toFilterFormSchema';

const mcpDescriptor = fixtures.mcp;
const generationDescriptor = fixtures.realtimeGeneration;
const damDescriptor = fixtures.damDailyLevel;

/** The system marginal price with a required region of two options (the real page has one, optional). */
const regionDescriptor = withChanges(fixtures.systemMarginalPrice, (page) => {
  page.api.request['region'] = { type: 'string', required: true, enum: ['TR1', 'TR2'] };
  page.filters = page.filters.filter((filter) => filter.bind !== 'region');
  page.filters.push({
    widget: 'select',
    bind: 'region',
    label: { tr: 'Bölge', en: 'Region' },
    default: 'TR1',
    options: [
      { value: 'TR1', label: { tr: 'Türkiye', en: 'Turkey' } },
      { value: 'TR2', label: { tr: 'Trakya', en: 'Thrace' } },
    ],
  });
});

function dateRangeOf(descriptor: ReportDescriptor) {
  const filter = descriptor.filters.find((f) => f.widget === 'dateRange');
  if (filter?.widget !== 'dateRange') throw new Error(`${descriptor.id} has no date range`);
  return filter;
}

describe('toFilterFormSchema', () => {
  it('makes a date range one required property with presets and the span limit', () => {
    const { schema, uiSchema } = toFilterFormSchema(mcpDescriptor, 'tr');
    expect(schema.properties).toEqual({ startDate_endDate: { type: 'string', title: 'Tarih aralığı' } });
    expect(schema.required).toEqual(['startDate_endDate']);
    expect(uiSchema.startDate_endDate).toEqual({
      'ui:widget': 'dateRange',
      'ui:options': { presets: dateRangeOf(mcpDescriptor).presets, granularity: 'day', single: false, spanLimit: { unit: 'year', value: 1 } },
    });
  });

  it('lets the page settings override the span limit', () => {
    const { uiSchema } = toFilterFormSchema(mcpDescriptor, 'en', { spanLimit: { unit: 'day', value: 31 } });
    expect(uiSchema.startDate_endDate?.['ui:options']?.['spanLimit']).toEqual({ unit: 'day', value: 31 });
  });

  it('types a lookup by its request field and keeps it optional when empty means all', () => {
    const { schema, uiSchema, order } = toFilterFormSchema(generationDescriptor, 'en');
    expect(schema.properties?.powerPlantId).toEqual({ type: 'integer', title: 'Power plant' });
    expect(schema.required).toEqual(['startDate_endDate']);
    expect(uiSchema.powerPlantId).toEqual({ 'ui:widget': 'lookup', 'ui:options': { lookup: 'powerplant-list', allowEmpty: true, multiple: false } });
    expect(order).toEqual(['startDate_endDate', 'powerPlantId']);
  });

  it('links a dependent lookup to its parent', () => {
    const { uiSchema } = toFilterFormSchema(damDescriptor, 'tr');
    expect(uiSchema.damName).toEqual({
      'ui:widget': 'lookup',
      'ui:options': { lookup: 'dam-list', allowEmpty: true, multiple: false, dependsOn: 'basinName', dependsOnLabel: 'Havza' },
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

  it('shows a choice as its switch followed by the chosen body only', () => {
    const byDates = toFilterFormSchema(gasFuturesByTradeOrDelivery, 'en', { formData: { isTransactionPeriod: 'true' } });
    expect(byDates.order).toEqual(['isTransactionPeriod', 'startDate_endDate', 'deliveryYear_deliveryPeriod']);
    expect(byDates.uiSchema.isTransactionPeriod).toEqual({
      'ui:widget': 'choice',
      'ui:options': { alternatives: [{ value: 'true', label: 'Trade date' }, { value: 'false', label: 'Delivery period' }] },
    });
    expect(byDates.uiSchema.startDate_endDate?.['ui:widget']).toBe('dateRange');
    expect(byDates.uiSchema.deliveryYear_deliveryPeriod?.['ui:widget']).toBe('hidden');
    const byDelivery = toFilterFormSchema(gasFuturesByTradeOrDelivery, 'tr', { formData: { isTransactionPeriod: 'false' } });
    expect(byDelivery.uiSchema.startDate_endDate?.['ui:widget']).toBe('hidden');
    expect(byDelivery.uiSchema.deliveryYear_deliveryPeriod).toEqual({
      'ui:widget': 'deliveryPeriod',
      'ui:options': { firstYear: 2020, yearsAhead: 1, periods: ['Q1', 'Q2', 'Q3', 'Q4'].map((value, i) => ({ value, label: `${i + 1}. çeyrek` })) },
    });
    expect(byDelivery.schema.required).toEqual(['isTransactionPeriod']);
  });

  it('titles a one-year filter "Year" and passes the year granularity to its widget', () => {
    const { schema, uiSchema } = toFilterFormSchema(oneYear, 'en');
    expect(schema.properties?.period).toEqual({ type: 'string', title: 'Year' });
    expect(uiSchema.period?.['ui:options']).toMatchObject({ granularity: 'year', single: true });
  });
});
