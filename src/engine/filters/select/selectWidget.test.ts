import { describe, expect, it } from 'vitest';
import { parseFieldValue } from '../../request/parseFieldValue';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { selectWidget, type SelectFilter } from './selectWidget';

/** The system direction page with a numeric select (its options keep their declared type). */
const directed = withChanges(fixtures.systemDirection, (page) => {
  page.api.request['direction'] = { type: 'integer', required: true };
  page.filters.push({ widget: 'select', bind: 'direction', label: { tr: 'Yön', en: 'Direction' }, default: 1, options: [1, 2].map((value) => ({ value, label: { tr: `Yön ${value}`, en: `Direction ${value}` } })) });
});
const direction = directed.filters.at(-1) as SelectFilter;

describe('the select widget', () => {
  it('opens on its default and offers its options only', () => {
    expect(selectWidget.defaultValues(direction, new Date())).toEqual({ direction: 1 });
    expect(parseFieldValue(directed, 'direction', '2')).toEqual({ value: 2 });
    expect(parseFieldValue(directed, 'direction', '3')).toEqual({ problem: 'option' });
  });

  it('maps its form value to its field, an empty choice to no value', () => {
    expect(selectWidget.toFormData(direction, { direction: 2 }, undefined)).toEqual({ direction: 2 });
    expect(selectWidget.fromFormData(direction, { direction: '' })).toEqual({ direction: undefined });
  });
});
