// Registry of lookups: the web-service calls that feed filter choices. A filter names a lookup by id;
// the server answers the call in the operator's exact envelope, and the browser turns it into options.
import type { LocalizedText } from '../../../schemas/report.schema';

export type LookupEnvelope =
  /** `{items:[{...}]}` */
  | { kind: 'items'; value: string; label: string; searchKeys?: string[] }
  /** a bare JSON array of strings */
  | { kind: 'stringArray' }
  /** `{<key>:[string...]}` */
  | { kind: 'stringArrayIn'; key: string };

export interface LookupDefinition {
  id: string;
  service: 'electricity-service' | 'natural-gas-service' | 'reporting-service';
  path: string;
  method: 'GET' | 'POST';
  envelope: LookupEnvelope;
  /** Request field this lookup takes from the filter it depends on (e.g. dam-list takes basinName). */
  parameter?: string;
  label: LocalizedText;
}

export const lookups: Readonly<Record<string, LookupDefinition>> = {
  'powerplant-list': {
    id: 'powerplant-list',
    service: 'electricity-service',
    path: '/v1/generation/data/powerplant-list',
    method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'name', searchKeys: ['name', 'shortName', 'eic'] },
    label: { tr: 'Santral listesi', en: 'Power plant list' },
  },
  'basin-list': {
    id: 'basin-list',
    service: 'electricity-service',
    path: '/v1/dams/data/basin-list',
    method: 'GET',
    envelope: { kind: 'stringArray' },
    label: { tr: 'Havza listesi', en: 'Basin list' },
  },
  'dam-list': {
    id: 'dam-list',
    service: 'electricity-service',
    path: '/v1/dams/data/dam-list',
    method: 'POST',
    envelope: { kind: 'stringArrayIn', key: 'damList' },
    parameter: 'basinName',
    label: { tr: 'Baraj listesi', en: 'Dam list' },
  },
};

export function isLookup(id: string): boolean {
  return Object.hasOwn(lookups, id);
}
