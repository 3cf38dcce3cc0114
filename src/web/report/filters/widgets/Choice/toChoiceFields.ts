// A choice is its switch followed by every alternative's fields; those of the alternatives not chosen are
// hidden (and never required), so the reader sees one body at a time.
import type { ChoiceFilter } from '../../../../../engine/filters/choice/choiceWidget';
import { choiceValue, chosenAlternative } from '../../../../../engine/filters/choice/choiceValue';
import { bindsRequiredField, type FormField, type ToFormFields } from '../formField';
import { toPlainFormFields } from '../plainFormFields';

export interface ChoiceOptions {
  alternatives: { value: string | number; label: string }[];
}

export const toChoiceFields: ToFormFields<ChoiceFilter> = (filter, context) => {
  const { descriptor, locale, formData } = context;
  const chosen = chosenAlternative(filter, formData[filter.bind]);
  const options: ChoiceOptions = {
    alternatives: filter.alternatives.map((alternative) => ({ value: choiceValue(alternative.value), label: alternative.label[locale] })),
  };
  const numeric = filter.alternatives.every((alternative) => typeof alternative.value === 'number');
  const fields: FormField[] = [{
    key: filter.bind,
    schema: { type: numeric ? 'number' : 'string', title: filter.label[locale] },
    uiSchema: { 'ui:widget': 'choice', 'ui:options': { ...options } },
    required: bindsRequiredField(descriptor, [filter.bind]),
  }];
  for (const alternative of filter.alternatives) {
    for (const child of alternative.filters) {
      for (const field of toPlainFormFields(child, context)) {
        fields.push(alternative === chosen ? field : { ...field, uiSchema: { ...field.uiSchema, 'ui:widget': 'hidden' }, required: false });
      }
    }
  }
  return fields;
};
