import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../../request/defaultFilterValues';
import { validateFilterValues } from '../../request/validateFilterValues';
import { fixtures } from '../../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../../testing/reportVariants';
import { lookupWidget, type LookupFilter } from './lookupWidget';

const plant = fixtures.realtimeGeneration.filters.find((f) => f.widget === 'lookup') as LookupFilter;

describe('the lookup widget', () => {
  it('reads an emptied pick as no value and keeps a pick as it is', () => {
    expect(lookupWidget.fromFormData(plant, { powerPlantId: '' })).toEqual({ powerPlantId: undefined });
    expect(lookupWidget.fromFormData(plant, { powerPlantId: 142 })).toEqual({ powerPlantId: 142 });
  });

  it('opens empty but present, so the form knows the field', () => {
    const values = defaultFilterValues(fixtures.realtimeGeneration, new Date('2024-07-29T07:00:00Z'));
    expect(Object.keys(values)).toContain('powerPlantId');
    expect(values.powerPlantId).toBeUndefined();
  });

  it('names itself when a required pick is missing, and counts as complete when empty means all', () => {
    const errors = validateFilterValues(smpWithEveryFieldKind, { startDate: '2024-07-28', endDate: '2024-07-28' });
    expect(errors).toContainEqual({ field: 'powerPlantId', message: { tr: 'Zorunlu alan: Santral seçin.', en: 'Required field: choose a power plant.' } });
    expect(lookupWidget.completeFields(plant)).toEqual([]);
    expect(lookupWidget.completeFields({ ...plant, allowEmpty: false })).toEqual(['powerPlantId']);
  });
});
