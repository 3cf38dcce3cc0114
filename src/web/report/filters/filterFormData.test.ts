import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { organisationPlantUnit } from '../../../engine/filters/testing/filterShapeDescriptors';
import { clearDependents } from './clearDependents';
import { fromFormData, rangePresetOf, toFormData } from './filterFormData';

const generationDescriptor = fixtures.realtimeGeneration;
const damDescriptor = fixtures.damDailyLevel;

describe('filter form data', () => {
  it('joins a date range into one value and splits it back', () => {
    const values = { startDate: '2024-07-01', endDate: '2024-07-31', powerPlantId: 7 };
    const data = toFormData(generationDescriptor, values);
    expect(data).toEqual({ startDate_endDate: '2024-07-01/2024-07-31', powerPlantId: 7 });
    expect(fromFormData(generationDescriptor, data, {})).toEqual(values);
  });

  it('carries a quick range with the days, so the view knows the range is relative', () => {
    const values = { startDate: '2024-07-01', endDate: '2024-07-31' };
    const data = toFormData(generationDescriptor, values, 'lastMonth');
    expect(data['startDate_endDate']).toBe('2024-07-01/2024-07-31/lastMonth');
    expect(rangePresetOf(generationDescriptor, data)).toBe('lastMonth');
    expect(fromFormData(generationDescriptor, data, {})).toMatchObject(values);
    expect(rangePresetOf(generationDescriptor, { startDate_endDate: '2024-07-01/2024-07-31' })).toBeUndefined();
  });

  it('reads an empty choice as no value', () => {
    const values = fromFormData(generationDescriptor, { startDate_endDate: '/2024-07-31', powerPlantId: '' }, {});
    expect(values).toEqual({ startDate: undefined, endDate: '2024-07-31', powerPlantId: undefined });
  });

  it('clears the dam when the basin changes', () => {
    const before = { basinName: 'Fırat', damName: 'KEBAN' };
    expect(clearDependents(damDescriptor, before, { ...before, basinName: 'Dicle' })).toEqual({ basinName: 'Dicle', damName: undefined });
    expect(clearDependents(damDescriptor, before, { ...before, damName: 'KARAKAYA' })).toEqual({ basinName: 'Fırat', damName: 'KARAKAYA' });
  });

  it('clears a whole chain of dependent lookups when the first one changes', () => {
    const before = { startDate_endDate: '2024-07-29/2024-07-29', organizationId: 7, powerPlantId: 70, uevcbId: 700 };
    expect(clearDependents(organisationPlantUnit, before, { ...before, organizationId: 8 })).toEqual({ ...before, organizationId: 8, powerPlantId: undefined, uevcbId: undefined });
    // A new plant clears only its unit; a new unit clears nothing.
    expect(clearDependents(organisationPlantUnit, before, { ...before, powerPlantId: 71 })).toEqual({ ...before, powerPlantId: 71, uevcbId: undefined });
    expect(clearDependents(organisationPlantUnit, before, { ...before, uevcbId: 701 })).toEqual({ ...before, uevcbId: 701 });
  });
});
