import type { ChoiceFilter } from './choiceWidget';

type Alternative = ChoiceFilter['alternatives'][number];

/** An alternative's value as a filter value: a boolean switch travels as 'true'/'false', like every boolean field. */
export function choiceValue(value: Alternative['value']): string | number {
  return typeof value === 'boolean' ? String(value) : value;
}

/** The alternative the switch field names (a form's 'true' or a request body's true alike), if any. */
export function chosenAlternative(filter: ChoiceFilter, switchValue: unknown): Alternative | undefined {
  if (switchValue === undefined || switchValue === null || switchValue === '') return undefined;
  return filter.alternatives.find((alternative) => String(alternative.value) === String(switchValue));
}
