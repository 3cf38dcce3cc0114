// Which of a choice's request bodies a request is in: the one its switch names, or, with no switch sent,
// the first whose fields are all there. The server answers a request in neither with both forms spelled out.
import type { Locale } from '../../locale/locale';
import { plainWidgetOf } from '../plainWidgets';
import type { ChoiceFilter } from './choiceWidget';
import { chosenAlternative } from './choiceValue';

type Alternative = ChoiceFilter['alternatives'][number];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** The fields an alternative's body must carry. */
export function bodyFields(alternative: Alternative): string[] {
  return alternative.filters.flatMap((child) => plainWidgetOf(child).completeFields(child));
}

/** The complete body `values` is in, or undefined when the switch names no body or its body lacks a field. */
export function chooseBody(filter: ChoiceFilter, values: Record<string, unknown>): Alternative | undefined {
  const complete = (alternative: Alternative) => bodyFields(alternative).every((field) => present(values[field]));
  if (present(values[filter.bind])) {
    const named = chosenAlternative(filter, values[filter.bind]);
    return named && complete(named) ? named : undefined;
  }
  return filter.alternatives.find(complete);
}

/** Every body the choice accepts, e.g. `{isTransactionPeriod: true, startDate, endDate}` or `{isTransactionPeriod: false, deliveryYear}`. */
export function describeBodies(filter: ChoiceFilter, locale: Locale): string {
  const forms = filter.alternatives.map((alternative) => `{${[`${filter.bind}: ${JSON.stringify(alternative.value)}`, ...bodyFields(alternative)].join(', ')}}`);
  return forms.join(locale === 'tr' ? ' ya da ' : ' or ');
}
