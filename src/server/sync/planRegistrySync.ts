// Registry datasets (grain 'none') have no report route; they can be copied through the lookup route that
// lists them, but only when its items carry every field of the dataset (the catalogue says which fields a
// lookup answers with). Otherwise the dataset is reported as not syncable, with what the lookup lacks.
import { findOperation } from '../../engine/catalogue/catalogue';
import { lookups as allLookups, type LookupDefinition } from '../../engine/lookups/lookups';
import { datasets as allDatasets, type DatasetDefinition } from '../datasets/datasets';
import type { NotSyncable } from './planSync';

/** The lookup whose items list each registry dataset (lookupQueries.ts reads these tables). */
export const REGISTRY_LOOKUPS: Readonly<Record<string, string>> = {
  'registry.power-plants': 'powerplant-list',
  'registry.dams': 'dam-list',
};

export interface RegistryPlan { dataset: DatasetDefinition; lookup: LookupDefinition }

export interface RegistrySources {
  datasets?: readonly DatasetDefinition[];
  lookups?: Readonly<Record<string, LookupDefinition>>;
  listedBy?: Readonly<Record<string, string>>;
  /** The item fields of a lookup route; the catalogue's by default. */
  itemFields?: (lookup: LookupDefinition) => string[];
}

export function planRegistrySync(sources: RegistrySources = {}): { plans: RegistryPlan[]; notSyncable: NotSyncable[] } {
  const { datasets = allDatasets, lookups = allLookups, listedBy = REGISTRY_LOOKUPS } = sources;
  const itemFields = sources.itemFields ?? ((l: LookupDefinition) => (findOperation(l.service, l.path)?.items ?? []).map((f) => f.name));
  const plans: RegistryPlan[] = [];
  const notSyncable: NotSyncable[] = [];
  for (const dataset of datasets.filter((d) => d.grain === 'none')) {
    const lookup = listedBy[dataset.id] ? lookups[listedBy[dataset.id]!] : undefined;
    if (!lookup) {
      notSyncable.push({ dataset: dataset.id, reason: 'registry data that no lookup route lists' });
      continue;
    }
    const gives = lookup.envelope.kind === 'items' ? itemFields(lookup) : [];
    const lacking = [...dataset.dimensions, ...dataset.fields].map((f) => f.name).filter((n) => !gives.includes(n));
    if (lacking.length > 0) {
      notSyncable.push({ dataset: dataset.id, reason: `lookup ${lookup.id} ${gives.length ? `gives ${gives.join(', ')} but not ${lacking.join(', ')}` : 'gives names only'}` });
      continue;
    }
    plans.push({ dataset, lookup });
  }
  return { plans, notSyncable };
}
