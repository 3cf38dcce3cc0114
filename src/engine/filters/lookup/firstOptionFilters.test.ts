// A lookup opening on its first option: validation refuses it beside a fixed default or an "all" entry,
// its parents come first, and it asks its lookup for the parent's value or the whole date range.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { validateDescriptorSet } from '../../descriptors/validateDescriptorSet';
import { firstOptionFilters } from './firstOptionFilters';
import { lookupCall, parentRangeFields } from './lookupCall';

const generation = JSON.parse(readFileSync('reports/electricity/generation/realtime-generation.json', 'utf8'));
const label = { tr: 'Kontrat', en: 'Contract' };

function withPlantFilter(change: Record<string, unknown>) {
  const json = structuredClone(generation);
  json.filters[1] = { ...json.filters[1], ...change };
  return validateDescriptorSet([{ file: 'reports/x/first.json', json }]);
}

describe('a lookup filter opening on its first option', () => {
  it('validates with allowEmpty false and no fixed default', () => {
    expect(withPlantFilter({ defaultFirst: true, allowEmpty: false }).problems).toEqual([]);
  });

  it('is refused beside a fixed default and beside an "all" entry', () => {
    const problems = withPlantFilter({ defaultFirst: true, allowEmpty: true, default: 7 }).problems;
    expect(problems).toEqual([
      expect.objectContaining({ check: 'filtersBindRequestFields', pointer: '/filters/1/default' }),
      expect.objectContaining({ check: 'filtersBindRequestFields', pointer: '/filters/1/allowEmpty', fix: 'set "allowEmpty": false' }),
    ]);
  });

  it('may depend on a date range, and then asks for the whole range in the service\'s date-time form', () => {
    const { descriptors, problems } = withPlantFilter({ defaultFirst: true, allowEmpty: false, lookup: 'gip-kontrat', dependsOn: 'startDate', label });
    expect(problems).toEqual([]);
    const descriptor = descriptors[0]!.descriptor as ReportDescriptor;
    const [filter] = firstOptionFilters(descriptor);
    const range = parentRangeFields(descriptor, filter!);
    expect(range).toEqual(['startDate', 'endDate']);
    expect(lookupCall(filter!, range, { startDate: '2024-08-20', endDate: '2024-08-21' })).toEqual({
      parentValue: undefined, params: { startDate: '2024-08-20T00:00:00+03:00', endDate: '2024-08-21T00:00:00+03:00' }, ready: true,
    });
    expect(lookupCall(filter!, range, { startDate: '2024-08-20', endDate: '2024-08-3' }).ready).toBe(false);
  });

  it('lists parents before the lookups that depend on them, and sends a parent lookup\'s value', () => {
    const unit = { widget: 'lookup', bind: 'unitId', lookup: 'uevcb-list-by-power-plant-id', dependsOn: 'powerPlantId', defaultFirst: true, allowEmpty: false, label };
    const plant = { widget: 'lookup', bind: 'powerPlantId', lookup: 'powerplant-list', defaultFirst: true, allowEmpty: false, label };
    const descriptor = { filters: [unit, plant, { widget: 'lookup', bind: 'other', lookup: 'powerplant-list', label }] } as unknown as ReportDescriptor;
    expect(firstOptionFilters(descriptor).map((f) => f.bind)).toEqual(['powerPlantId', 'unitId']);
    expect(lookupCall(firstOptionFilters(descriptor)[1]!, undefined, { powerPlantId: 12 })).toEqual({ parentValue: 12, params: {}, ready: true });
  });
});
