// An example request and an illustrative answer for a report operation. The request is the page's default view
// on a fixed day (so the document does not change by the hour); the answer's rows are made from the column types,
// never from the store, and the envelope around them is the route's own (toEnvelope), so its keys, the paging
// object and the summary block are exactly what the route answers.
import type { ReportColumn, ReportDescriptor, RequestField } from '../../../schemas/report.schema';
import { defaultFilterValues } from '../../engine/request/defaultFilterValues';
import { toRequest } from '../../engine/request/toRequest';
import type { ReportRow } from '../../engine/rows/reportRow';
import { parseSummaryExpression } from '../../engine/summary/parseSummaryExpression';
import type { ReportRequest } from '../reports/reportRequest';
import { toEnvelope } from '../reports/toEnvelope';

/** The day examples ask for (noon Istanbul), a day every simulated store holds. */
export const EXAMPLE_NOW = new Date('2024-08-01T09:00:00Z');
const EXAMPLE_TIME = '2024-08-01T00:00:00+03:00';

type ExampleValue = ReportRow[string];

const EXAMPLE_BY_TYPE: Readonly<Record<ReportColumn['type'], (column: ReportColumn) => ExampleValue>> = {
  datetime: () => EXAMPLE_TIME,
  date: () => EXAMPLE_TIME,
  month: () => EXAMPLE_TIME,
  hour: () => '00:00',
  number: (column) => Number((1234.5678).toFixed(column.decimals ?? 2)),
  integer: () => 42,
  text: (column) => Object.keys(column.valueLabels ?? {})[0] ?? 'text',
  boolean: () => true,
  list: () => [],
};

export function exampleItem(descriptor: ReportDescriptor): ReportRow {
  return Object.fromEntries(descriptor.columns.map((column) => [column.key, EXAMPLE_BY_TYPE[column.type](column)])) as ReportRow;
}

/** The request body the page sends for its default view (a GET dashboard: none). */
export function exampleRequest(descriptor: ReportDescriptor): Record<string, unknown> | undefined {
  if (descriptor.api.method === 'GET') return undefined;
  const body = toRequest(descriptor, defaultFilterValues(descriptor, EXAMPLE_NOW));
  // A required field the page fills from its lookup's first option has no default: an example value shows its form.
  for (const [name, field] of Object.entries(descriptor.api.request)) {
    if (field.required && !Object.hasOwn(body, name)) body[name] = EXAMPLE_BY_REQUEST_TYPE[field.type](field.enum?.[0]);
  }
  return body;
}

const EXAMPLE_BY_REQUEST_TYPE: Readonly<Record<RequestField['type'], (first: string | number | undefined) => unknown>> = {
  datetime: () => EXAMPLE_TIME,
  string: (first) => String(first ?? 'text'),
  integer: (first) => Number(first ?? 1),
  number: (first) => Number(first ?? 1),
  boolean: () => false,
  integerList: (first) => [Number(first ?? 1)],
  stringList: (first) => [String(first ?? 'text')],
};

/** The summary of the one example row: each aggregate of one value is that value (a count is 1). */
function exampleSummary(descriptor: ReportDescriptor, item: ReportRow): Record<string, number | null> | undefined {
  const fields = descriptor.api.summary?.fields;
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([name, expression]) => {
    const { op, field } = parseSummaryExpression(expression);
    const value = item[field];
    return [name, op === 'count' ? 1 : typeof value === 'number' ? value : null];
  }));
}

export function exampleAnswer(descriptor: ReportDescriptor): unknown {
  const item = exampleItem(descriptor);
  const summary = exampleSummary(descriptor, item);
  const request: ReportRequest = { values: {} };
  const answer = toEnvelope(descriptor, request, { items: [item], total: 1, ...(summary ? { summary } : {}) }, EXAMPLE_NOW, { id: '7c1f5a0e-0000-4000-8000-000000000000', ip: '203.0.113.10' });
  // The wrapper names the server's host: an example names none.
  if (answer && typeof answer === 'object' && 'hostName' in answer) return { ...answer, hostName: 'transparency-api' };
  return answer;
}
