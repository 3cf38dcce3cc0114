import { filterKey } from '../../../../../engine/filters/filterKey';
import { parentRangeFields } from '../../../../../engine/filters/lookup/lookupCall';
import type { LookupFilter } from '../../../../../engine/filters/lookup/lookupWidget';
import { fieldFilter } from '../../../../../engine/request/fieldFilter';
import { bindsRequiredField, formValueType, type ToFormFields } from '../formField';

export interface LookupOptions {
  lookup: string;
  allowEmpty: boolean;
  /** The form property of the filter this one depends on. */
  dependsOn?: string;
  dependsOnLabel?: string;
  /** Bound to a list field: several members may be picked. */
  multiple: boolean;
  /** Fixed request values the lookup is always called with (e.g. pointType INPUT). */
  lookupParams?: Record<string, string | number | boolean>;
  /** An empty value takes the first option once the options are in (a required field whose values move with the data). */
  defaultFirst?: true;
  /** The form property the parent's value lives under when it is not `dependsOn` itself (a date range's `start_end`). */
  dependsOnKey?: string;
  /** The request fields of the date range this lookup depends on, sent to the lookup as the whole range. */
  parentRange?: string[];
}

export const toLookupField: ToFormFields<LookupFilter> = (filter, { descriptor, locale }) => {
  const parent = filter.dependsOn ? descriptor.filters?.find((f) => f.widget !== 'dateRange' && f.bind === filter.dependsOn) : undefined;
  const parentFilter = filter.dependsOn ? fieldFilter(descriptor, filter.dependsOn) : undefined;
  const parentRange = parentRangeFields(descriptor, filter);
  const options: LookupOptions = {
    lookup: filter.lookup,
    allowEmpty: filter.allowEmpty !== false,
    multiple: ['integerList', 'stringList'].includes(descriptor.api.request[filter.bind]?.type ?? ''),
    ...(filter.defaultFirst === true ? { defaultFirst: true as const } : {}),
    ...(parentFilter && filterKey(parentFilter) !== filter.dependsOn ? { dependsOnKey: filterKey(parentFilter) } : {}),
    ...(parentRange ? { parentRange } : {}),
    ...(filter.dependsOn ? { dependsOn: filter.dependsOn } : {}),
    ...(filter.lookupParams ? { lookupParams: filter.lookupParams } : {}),
    ...(parent?.label ? { dependsOnLabel: parent.label[locale] } : {}),
  };
  return [{
    key: filter.bind,
    schema: { type: formValueType(descriptor, filter.bind), title: filter.label[locale] },
    uiSchema: { 'ui:widget': 'lookup', 'ui:options': { ...options } },
    // Empty means "all" unless the filter says otherwise, so only then is a required field required here.
    required: bindsRequiredField(descriptor, [filter.bind]) && filter.allowEmpty === false,
  }];
};
