// A lookup's answer, in whichever of the operator's envelopes it comes, → the options a combobox lists.
import type { LookupDefinition } from '../../../../engine/lookups/lookups';
import { foldForSearch } from './foldForSearch';

export interface LookupOption {
  value: string | number;
  label: string;
  /** Secondary text shown under the label (short name, EIC code). */
  detail?: string;
  /** Folded text the search runs over. */
  haystack: string;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function fromStrings(values: unknown): LookupOption[] {
  if (!Array.isArray(values)) return [];
  return values.map((value) => ({ value: text(value), label: text(value), haystack: foldForSearch(text(value)) }));
}

export function toLookupOptions(definition: LookupDefinition, body: unknown): LookupOption[] {
  const envelope = definition.envelope;
  switch (envelope.kind) {
    case 'stringArray':
      return fromStrings(body);
    case 'numberArray':
      // A year is shown as it is written (2024, never 2.024) and sent back as the number.
      return Array.isArray(body) ? body.filter((value): value is number => typeof value === 'number').map((value) => ({ value, label: String(value), haystack: String(value) })) : [];
    case 'stringArrayIn': {
      const value = (body as Record<string, unknown> | null)?.[envelope.key];
      // A single value ({stpLatestReconciliationDate: "…"}) is a list of one.
      return fromStrings(envelope.single && value !== undefined && value !== null ? [value] : value);
    }
    case 'items': {
      // A bare JSON array of objects, or {items:[...]}.
      const items = envelope.topLevel ? body : (body as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) return [];
      const searchKeys = envelope.searchKeys ?? [envelope.label];
      return items
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
        .map((item) => {
          const label = text(item[envelope.label]);
          const extra = searchKeys.filter((key) => key !== envelope.label).map((key) => text(item[key])).filter((value) => value && value !== label);
          const raw = item[envelope.value];
          return {
            value: typeof raw === 'number' ? raw : text(raw),
            label,
            ...(extra.length > 0 ? { detail: extra.join(' · ') } : {}),
            haystack: foldForSearch([label, ...extra].join(' ')),
          };
        });
    }
  }
}
