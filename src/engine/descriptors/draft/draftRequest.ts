// api.request of a new descriptor: every request field of the catalogue operation, typed as descriptors type
// them, with the catalogue's `required`; the page object becomes `paged`.
import type { CatalogueOperation } from '../../catalogue/catalogue';
import type { DraftNote, DraftRequestField, DraftRequestType } from './draftTypes';

const REQUEST_TYPES: ReadonlyArray<[RegExp, DraftRequestType]> = [
  [/^string\(date-time\)$/, 'datetime'],
  [/^array<integer/, 'integerList'],
  [/^array<string/, 'stringList'],
  [/^integer/, 'integer'],
  [/^number/, 'number'],
  [/^boolean/, 'boolean'],
  [/^string/, 'string'],
];

export interface DraftedRequest { request: Record<string, DraftRequestField>; paged: boolean; notes: DraftNote[] }

export function draftRequest(op: CatalogueOperation): DraftedRequest {
  const request: Record<string, DraftRequestField> = {};
  const notes: DraftNote[] = [];
  let paged = false;
  for (const field of op.request) {
    if (field.type === 'object:Page') { paged = true; continue; }
    const type = REQUEST_TYPES.find(([pattern]) => pattern.test(field.type))?.[1];
    if (!type) { notes.push(`request field "${field.name}" (${field.type}) has no descriptor type: left out`); continue; }
    request[field.name] = { type, required: field.required === true };
  }
  return { request, paged, notes };
}
