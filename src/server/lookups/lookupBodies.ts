// The body each lookup reads, as a JSON Schema: the one source for the check before its query runs (a wrongly
// typed filter is a 400, not every row) and for the fuzz suite's malformed requests. GET lookups read no body
// (a body sent with a GET is never parsed); unknown fields are ignored, as the operator's service does.
// The operator requires its dates and ids; here each may be left out (or null), and then does not narrow the
// list: the filter form asks for a list before the user has chosen anything. Ids may come as numeric strings
// ("1", ["3197407"]), as some of the operator's clients send them: readLookupBody.ts turns those into numbers.
const noBody = { type: 'object', properties: {}, additionalProperties: true } as const;
/** Text values: no NUL (PostgreSQL cannot take it as a parameter) and no other C0 control character. */
export const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$';
/** The operator's date-time, e.g. 2024-07-29T00:00:00+03:00 (readLookupBody.ts then checks the day exists). */
export const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

type JsonType = 'string' | 'null' | 'integer' | 'array';

export interface LookupBodyProperty {
  type: readonly JsonType[];
  maxLength?: number;
  pattern?: string;
  enum?: readonly (string | null)[];
  minimum?: number;
  maximum?: number;
  /** Lists: the type of each member, at most how many, no repeats. */
  items?: { type: 'integer'; minimum: number; maximum: number };
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface LookupBodySchema {
  type: 'object';
  properties: Readonly<Record<string, LookupBodyProperty>>;
  required?: readonly string[];
  additionalProperties: true;
}

const body = (properties: Record<string, LookupBodyProperty>): LookupBodySchema => ({ type: 'object', properties, additionalProperties: true });
const dateTime: LookupBodyProperty = { type: ['string', 'null'], maxLength: 40, pattern: ISO_DATE_TIME };
/** Ids compared with BIGINT columns: beyond 2^53 a number is no longer exact. */
const id64: LookupBodyProperty = { type: ['integer', 'null'], minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const id32: LookupBodyProperty = { type: ['integer', 'null'], minimum: -2_147_483_648, maximum: 2_147_483_647 };
const range = { startDate: dateTime, endDate: dateTime };

export const lookupBodies: Readonly<Record<string, LookupBodySchema>> = {
  'basin-list': noBody,
  'dam-list': body({ basinName: { type: ['string', 'null'], maxLength: 200, pattern: PLAIN_TEXT } }),
  'distribution-region': noBody,
  'get-distribution-companies': noBody,
  'province-list': noBody,
  'district-list': body({ provinceId: id32 }),
  'consumer-sector-list': noBody,
  'main-tariff-group-list': noBody,
  'multiple-factor-distribution': body({ period: dateTime }),
  'multiple-factor-meter-reading-type': noBody,
  'multiple-factor-profile-group': body({ period: dateTime, distributionId: id64 }),
  'profile-subscription-group-list': body({ period: dateTime, provinceId: id64, districtName: { type: ['string', 'null'], maxLength: 200, pattern: PLAIN_TEXT } }),
  'powerplant-list': noBody,
  'injection-quantity-powerplant-list': noBody,
  'powerplant-list-for-date-range': body(range),
  'organization-list': body(range),
  'region-list': noBody,
  'uevcb-list': body({ startDate: dateTime, organizationId: id64 }),
  // At most 1000 ids and no id twice, as the operator documents.
  'uevcb-list-bulk': body({
    startDate: dateTime,
    organizationIds: { type: ['array', 'null'], items: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, maxItems: 1000, uniqueItems: true },
  }),
  'clearing-quantity-organization-list': body({ period: dateTime }),
  // organizationId is not in the operator's schema, but its clients send it to narrow the list to one company.
  'power-plant-list-by-organization-id': body({ ...range, organizationId: id64 }),
  'uevcb-list-by-power-plant-id': body({ startDate: dateTime, powerPlantId: id64 }),
  'umm-message-type-list': noBody,
  'umm-region-list': noBody,
  'market-participants-organization-filter-list': noBody,
  'dsg-organization-list': body(range),
  'retroactive-distribution-list': noBody,
  'retroactive-organization-list': noBody,
  'subscriber-profile-group-list': noBody,
  'volume-subscriber-profile-group-list': noBody,
  'licensed-powerplant-list': body({ period: dateTime }),
  'renewables-participant-year-list': noBody,
  'capacity-demand-direction': noBody,
  'line-capacities-direction': noBody,
  'participant-list': noBody,
  'last-reconciliation-date': noBody,
  'capacity-point': body({ ...range, pointType: { type: ['string', 'null'], enum: ['INPUT', 'OUTPUT', null] } }),
  'storage-facility': noBody,
  'delivery-period': noBody,
  'delivery-year': noBody,
  'gip-kontrat': body(range),
  'delivery-period-list': body(range),
  'delivery-year-list': body(range),
  'ggf-delivery-period-list': body(range),
  'load-type-list': body(range),
  'th-delivery-period-list': body(range),
};

/** The longest date range (in days, both ends included) a lookup answers, where its rows grow with the range. */
export const LOOKUP_SPAN_DAYS: Readonly<Record<string, number>> = { 'gip-kontrat': 31 };
