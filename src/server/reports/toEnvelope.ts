// The operator's response envelope for a report, with the keys the real service uses: items, page, the
// summary block (statistic vs statistics vs totals ...), a dashboard's latestUpdateTime, the spot gas market's
// isAllowanceFinal (see isAllowanceFinal below), the RestResponse wrapper's keys, or the bare list of items. A
// summary block the service has but the descriptor does not compute is sent empty, as the live service sometimes does. Each envelope key is
// answered by one entry of ENVELOPE_KEYS; a key the catalogue names that has no entry stops the server at start
// (checkEnvelope), never a silently missing field.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { nestedItemField } from '../../engine/catalogue/answerItemFields';
import { findOperation } from '../../engine/catalogue/catalogue';
import { findDataset, primaryDatasetId } from '../datasets/datasets';
import { lastPublicationTime, publishedBefore, wallMsToIso } from '../datasets/publishedBefore';
import { toRestResponse, type RestResponse, type RestResponseCaller } from '../publication/toRestResponse';
import type { ReportRequest } from './reportRequest';
import type { ReportResult } from './runReport';

/** The catalogue's name for an answer that is a JSON array, not an object. */
export const TOP_LEVEL_ARRAY = '<top-level JSON array>';
const SUMMARY_KEYS = ['statistic', 'statistics', 'totals', 'statisticsDto'];

/** `caller`: who asked (a RestResponse answers with the request's id and the caller's address). */
interface EnvelopeContext { descriptor: ReportDescriptor; request: ReportRequest; result: ReportResult; now: Date; caller: RestResponseCaller }

/** When the newest rows of the report's data were published, Istanbul time. */
function latestPublication({ descriptor, now }: EnvelopeContext): string {
  return wallMsToIso(lastPublicationTime(findDataset(primaryDatasetId(descriptor.data))?.publication ?? 'daily', now));
}

/**
 * What a RestResponse carries in body.content: the answer's one item, nested under the DTO field the
 * catalogue names (`{ response: {...} }`), null when nothing is published for the period asked.
 */
function bodyContent({ descriptor, result }: EnvelopeContext): unknown {
  const item = result.items[0] ?? null;
  const operation = findOperation(descriptor.api.service, descriptor.api.path);
  const nested = operation ? nestedItemField(operation) : undefined;
  return nested ? { [nested]: item } : item;
}

/** The operator's RestResponse wrapper (toRestResponse), one key of it. */
const restResponseKey = (key: keyof RestResponse<unknown>) => (context: EnvelopeContext) => toRestResponse(context.caller, bodyContent(context))[key];
/** Every key of the wrapper; the Record makes TypeScript refuse a key of RestResponse left out here. */
const REST_RESPONSE_KEYS = Object.keys({
  status: true, correlationId: true, spanIds: true, hostName: true, clientIp: true, userName: true,
  successMessage: true, errors: true, unsuccessfulList: true, dispatch: true, body: true,
} satisfies Record<keyof RestResponse<unknown>, true>) as (keyof RestResponse<unknown>)[];

const ENVELOPE_KEYS: Readonly<Record<string, (context: EnvelopeContext) => unknown>> = {
  items: ({ result }) => result.items,
  page: ({ request, result }) => (request.page
    ? { number: request.page.number, size: request.page.size, total: result.total, sort: request.page.sort ?? null }
    : { number: 1, size: result.total, total: result.total, sort: null }),
  // The moment the newest rows came out, under the three names services give it: the dashboards',
  // EÜAŞ's bilateral contracts' (amount-of-bilateral-contracts) and the YEK-G trading volume's.
  latestUpdateTime: latestPublication,
  latestUpdateDate: latestPublication,
  lastUpdateDate: latestPublication,
  isAllowanceFinal: ({ request, now }) => isAllowanceFinal(request.range, now),
  // A flat answer whose only key is its item's one field, a list (YEKDEM installed capacity: {installedCapacities: [...]}).
  installedCapacities: ({ result }) => result.items[0]?.installedCapacities ?? [],
  ...Object.fromEntries(SUMMARY_KEYS.map((key) => [key, ({ descriptor, result }: EnvelopeContext) => (descriptor.api.summary?.key === key ? (result.summary ?? {}) : {})])),
  // A RestResponse (supply-demand-chart-ptf-data): the payload in body.content, beside the request's bookkeeping.
  ...Object.fromEntries(REST_RESPONSE_KEYS.map((key) => [key, restResponseKey(key)])),
};

/**
 * Whether the gas allocations (allowances) of every day a request names are final. A gas day's allocation is
 * settled with its month, so it is final once that month's settlement is published (the 'settlement' schedule:
 * the 15th of the next month at 00:00). True only when the request's last day lies in a settled month; false
 * for a range reaching into an unsettled month, and for a request without days.
 */
export function isAllowanceFinal(range: ReportRequest['range'], now: Date): boolean {
  if (!range) return false;
  const [year, month, day] = range.end.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day + 1) <= publishedBefore('settlement', now);
}

/** Keys whose value is read from the rows themselves, not from their number or the summary. */
const ROW_READING_KEYS = new Set<string>(['installedCapacities', ...REST_RESPONSE_KEYS]);

/**
 * Whether an answer can be written as its rows are read (streamReportAnswer.ts): a list of items, or an envelope
 * whose other keys need only the summary, and the rows' number only after the items (`page` follows `items` in
 * every envelope of the catalogue).
 */
export function streamableEnvelope(descriptor: ReportDescriptor): boolean {
  const envelope = envelopeOf(descriptor);
  if (envelope.includes(TOP_LEVEL_ARRAY)) return true;
  const items = envelope.indexOf('items');
  return items >= 0 && !envelope.some((key) => ROW_READING_KEYS.has(key)) && !envelope.slice(0, items).includes('page');
}

/** One key's value of the envelope (not `items`, which the caller writes), exactly as toEnvelope answers it. */
export function envelopeValue(key: string, descriptor: ReportDescriptor, request: ReportRequest, result: ReportResult, now: Date, caller: RestResponseCaller): unknown {
  return ENVELOPE_KEYS[key]!({ descriptor, request, result, now, caller });
}

export function envelopeOf(descriptor: ReportDescriptor): string[] {
  return findOperation(descriptor.api.service, descriptor.api.path)?.envelope ?? ['items', 'page'];
}

/** The envelope keys of a descriptor this server cannot answer (none, for a descriptor that may be served). */
/** The envelope's keys this server answers, in the operator's order. */
export function answeredKeys(envelope: readonly string[]): string[] {
  return envelope.filter((key) => Object.hasOwn(ENVELOPE_KEYS, key));
}

export function unansweredEnvelopeKeys(descriptor: ReportDescriptor): string[] {
  return envelopeOf(descriptor).filter((key) => key !== TOP_LEVEL_ARRAY && !Object.hasOwn(ENVELOPE_KEYS, key));
}

export function toEnvelope(descriptor: ReportDescriptor, request: ReportRequest, result: ReportResult, now: Date, caller: RestResponseCaller): unknown {
  const envelope = envelopeOf(descriptor);
  if (envelope.includes(TOP_LEVEL_ARRAY)) return result.items;
  return Object.fromEntries(answeredKeys(envelope).map((key) => [key, envelopeValue(key, descriptor, request, result, now, caller)]));
}
