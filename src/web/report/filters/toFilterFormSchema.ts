// Descriptor filters → the JSON Schema and UI schema RJSF draws. Pure: the widgets named here are
// registered once in filterFormTheme.ts; what a widget needs beyond its value travels in ui:options.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DatePreset, ReportDescriptor, ReportFilter, SpanLimit } from '../../../../schemas/report.schema';
import type { Locale } from '../../../engine/locale/locale';
import { filterKey } from './filterFormData';

export interface DateRangeOptions {
  presets: DatePreset[];
  spanLimit?: SpanLimit;
  granularity: 'day' | 'month';
  /** One period field (a day or a month), not a start and an end. */
  single: boolean;
}

export interface LookupOptions {
  lookup: string;
  allowEmpty: boolean;
  /** The form property of the filter this one depends on. */
  dependsOn?: string;
  dependsOnLabel?: string;
  /** Bound to a list field: several members may be picked. */
  multiple: boolean;
}

export interface FilterFormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const dateRangeTitle = { tr: 'Tarih aralığı', en: 'Date range' } as const;
const periodTitle = { day: { tr: 'Gün', en: 'Day' }, month: { tr: 'Dönem', en: 'Period' } } as const;

function isRequired(descriptor: ReportDescriptor, filter: ReportFilter): boolean {
  const fields = Array.isArray(filter.bind) ? filter.bind : [filter.bind];
  const required = fields.some((name) => descriptor.api.request[name]?.required === true);
  return filter.widget === 'lookup' ? required && filter.allowEmpty === false : required;
}

function valueType(descriptor: ReportDescriptor, field: string): 'string' | 'integer' | 'number' {
  const type = descriptor.api.request[field]?.type;
  return type === 'integer' || type === 'number' ? type : 'string';
}

/** `spanLimit` is the page's limit in force (admin overlay, else the filter's own maxSpan). */
export function toFilterFormSchema(descriptor: ReportDescriptor, locale: Locale, context: { spanLimit?: SpanLimit } = {}): FilterFormSchema {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [] as string[] };
  const required: string[] = [];

  for (const filter of descriptor.filters ?? []) {
    const key = filterKey(filter);
    (uiSchema['ui:order'] as string[]).push(key);
    if (isRequired(descriptor, filter)) required.push(key);
    switch (filter.widget) {
      case 'dateRange': {
        const title = filter.label ?? (filter.bind.length === 1 ? periodTitle[filter.granularity ?? 'day'] : dateRangeTitle);
        properties[key] = { type: 'string', title: title[locale] };
        const options: DateRangeOptions = {
          presets: filter.presets ?? [filter.default],
          granularity: filter.granularity ?? 'day',
          single: filter.bind.length === 1,
          ...(context.spanLimit ?? filter.maxSpan ? { spanLimit: context.spanLimit ?? filter.maxSpan } : {}),
        };
        uiSchema[key] = { 'ui:widget': 'dateRange', 'ui:options': { ...options } };
        break;
      }
      case 'lookup': {
        properties[key] = { type: valueType(descriptor, filter.bind), title: filter.label[locale] };
        const parent = filter.dependsOn ? descriptor.filters?.find((f) => f.widget !== 'dateRange' && f.bind === filter.dependsOn) : undefined;
        const options: LookupOptions = {
          lookup: filter.lookup,
          allowEmpty: filter.allowEmpty !== false,
          multiple: ['integerList', 'stringList'].includes(descriptor.api.request[filter.bind]?.type ?? ''),
          ...(filter.dependsOn ? { dependsOn: filter.dependsOn } : {}),
          ...(parent?.label ? { dependsOnLabel: parent.label[locale] } : {}),
        };
        uiSchema[key] = { 'ui:widget': 'lookup', 'ui:options': { ...options } };
        break;
      }
      case 'select': {
        const numeric = filter.options.every((option) => typeof option.value === 'number');
        properties[key] = {
          type: numeric ? 'number' : 'string',
          title: filter.label[locale],
          oneOf: filter.options.map((option) => ({ const: option.value, title: option.label[locale] })),
        };
        uiSchema[key] = { 'ui:widget': 'select' };
        break;
      }
    }
  }
  return { schema: { type: 'object', properties, required }, uiSchema };
}
