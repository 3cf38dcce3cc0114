// The body each lookup reads, as a JSON Schema: the one source for the check before its query runs (a wrongly
// typed filter is a 400, not every row) and for the fuzz suite's malformed requests. GET lookups read no body
// (a body sent with a GET is never parsed); unknown fields are ignored, as the operator's service does.
const noBody = { type: 'object', properties: {}, additionalProperties: true } as const;
/** Text values: no NUL (PostgreSQL cannot take it as a parameter) and no other C0 control character. */
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$';

export interface LookupBodySchema {
  type: 'object';
  properties: Readonly<Record<string, { type: readonly ('string' | 'null' | 'integer')[]; maxLength?: number; pattern?: string }>>;
  required?: readonly string[];
  additionalProperties: true;
}

export const lookupBodies: Readonly<Record<string, LookupBodySchema>> = {
  'powerplant-list': noBody,
  'basin-list': noBody,
  'dam-list': { type: 'object', properties: { basinName: { type: ['string', 'null'], maxLength: 200, pattern: PLAIN_TEXT } }, additionalProperties: true },
};
