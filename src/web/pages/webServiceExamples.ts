// The guide's samples, built from the server's own address so each one runs as pasted. Paths, bodies and
// envelopes follow src/server/API.md; the numbers in the answers only show the format.
import type { Locale } from '../../engine/locale/locale';

export interface WebServiceExamples {
  base: string;
  ticket: string;
  ticketAnswer: string;
  call: string;
  response: string;
  paging: string;
  export: string;
  error: string;
  revoke: string;
}

const MCP = '/electricity-service/v1/markets/dam';
const DAY = '"startDate":"2024-08-01T00:00:00+03:00","endDate":"2024-08-01T00:00:00+03:00"';

export function webServiceExamples(origin: string, locale: Locale): WebServiceExamples {
  const language = locale === 'tr' ? 'tr-TR' : 'en-US';
  const headers = [`  -H "TGT: $TGT" \\`, '  -H "Content-Type: application/json" \\', `  -H "Accept-Language: ${language}" \\`];
  const expiredMessage = locale === 'tr'
    ? 'Bilet (TGT) geçersiz ya da süresi dolmuş; POST /cas/v1/tickets ile yenisini alın.'
    : 'The ticket (TGT) is unknown or expired; get a new one with POST /cas/v1/tickets.';
  return {
    base: `BASE="${origin}"`,
    ticket: [
      'TGT=$(curl -s -X POST "$BASE/cas/v1/tickets" \\',
      '  -d "username=you@example.com" \\',
      '  --data-urlencode "password=your-password")',
      'echo "$TGT"',
    ].join('\n'),
    ticketAnswer: ['HTTP/1.1 201 Created', 'Content-Type: text/plain; charset=utf-8', 'Location: /cas/v1/tickets/TGT-…', '', 'TGT-…'].join('\n'),
    call: [`curl -s -X POST "$BASE${MCP}/data/mcp" \\`, ...headers, `  -d '{${DAY}}'`].join('\n'),
    response: [
      '{',
      '  "items": [',
      '    { "date": "2024-08-01T00:00:00+03:00", "hour": "00:00", "price": 2500.5, "priceUsd": 75.62, "priceEur": 69.85 },',
      '    { "date": "2024-08-01T01:00:00+03:00", "hour": "01:00", "price": 2399.99, "priceUsd": 72.58, "priceEur": 67.04 },',
      '    …',
      '  ],',
      '  "page": { "number": 1, "size": 24, "total": 24, "sort": null },',
      '  "statistic": { "priceAvg": 2651.27, "priceMax": 3000, "priceMin": 2100, "ptfWeightedAvg": 2689.4, … }',
      '}',
    ].join('\n'),
    paging: [
      '{',
      '  "startDate": "2024-08-01T00:00:00+03:00",',
      '  "endDate": "2024-08-07T00:00:00+03:00",',
      '  "page": { "number": 2, "size": 24, "sort": { "field": "price", "direction": "DESC" } }',
      '}',
    ].join('\n'),
    export: [`curl -s -X POST "$BASE${MCP}/export/mcp" \\`, ...headers, `  -d '{${DAY},"exportType":"XLSX"}' \\`, '  -o mcp.xlsx'].join('\n'),
    error: [
      'HTTP/1.1 401 Unauthorized',
      '',
      `{ "errors": [{ "errorCode": "UNAUTHORIZED", "errorMessage": "${expiredMessage}" }], "correlationId": "…" }`,
    ].join('\n'),
    revoke: 'curl -s -X DELETE "$BASE/cas/v1/tickets/$TGT"',
  };
}
