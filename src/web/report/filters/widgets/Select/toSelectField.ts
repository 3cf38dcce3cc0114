import type { SelectFilter } from '../../../../../engine/filters/select/selectWidget';
import { bindsRequiredField, type ToFormFields } from '../formField';

export const toSelectField: ToFormFields<SelectFilter> = (filter, { descriptor, locale }) => {
  const numeric = filter.options.every((option) => typeof option.value === 'number');
  return [{
    key: filter.bind,
    schema: {
      type: numeric ? 'number' : 'string',
      title: filter.label[locale],
      oneOf: filter.options.map((option) => ({ const: option.value, title: option.label[locale] })),
    },
    uiSchema: { 'ui:widget': 'select' },
    required: bindsRequiredField(descriptor, [filter.bind]),
  }];
};
