// What a lookup widget asks its lookup for, read off the filter form's draft: the parent lookup's value, or the
// days of the date range it follows (the form holds a range as one `start/end` value).
import { splitRange } from '../../../../../engine/filters/date-range/rangeFormValue';
import type { FilterFormData } from '../../../../../engine/filters/filterWidget';
import { lookupCall, type LookupCall } from '../../../../../engine/filters/lookup/lookupCall';
import type { LookupOptions } from './toLookupField';

export function formLookupCall(options: LookupOptions, formData: FilterFormData): LookupCall {
  const { dependsOn, dependsOnKey, parentRange, lookupParams } = options;
  if (parentRange) {
    const { start, end } = splitRange(formData[dependsOnKey ?? '']);
    const days = [start, end];
    return lookupCall({ dependsOn, lookupParams }, parentRange, Object.fromEntries(parentRange.map((field, i) => [field, days[i]])));
  }
  return lookupCall({ dependsOn, lookupParams }, undefined, dependsOn ? { [dependsOn]: formData[dependsOnKey ?? dependsOn] } : {});
}
