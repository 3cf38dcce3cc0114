// The summary mini-language of descriptors (schemas/report.schema.ts, summaryExpression): one aggregate
// over one field, or a weighted average over a field and its weight.

export type SummaryOp = 'avg' | 'min' | 'max' | 'sum' | 'count' | 'wavg';

export interface SummaryExpression {
  op: SummaryOp;
  field: string;
  weight?: string;
}

// Same grammar as the schema pattern, with capture groups.
const SIMPLE = /^(avg|min|max|sum|count)\(([a-zA-Z][a-zA-Z0-9]*)\)$/;
const WEIGHTED = /^wavg\(([a-zA-Z][a-zA-Z0-9]*), ?([a-zA-Z][a-zA-Z0-9]*)\)$/;

/** `avg(price)` → `{ op: 'avg', field: 'price' }`; `wavg(price, volume)` → `{ op: 'wavg', field: 'price', weight: 'volume' }`. */
export function parseSummaryExpression(expression: string): SummaryExpression {
  const simple = SIMPLE.exec(expression);
  if (simple?.[1] && simple[2]) return { op: simple[1] as SummaryOp, field: simple[2] };
  const weighted = WEIGHTED.exec(expression);
  if (weighted?.[1] && weighted[2]) return { op: 'wavg', field: weighted[1], weight: weighted[2] };
  throw new Error(
    `Summary expression "${expression}" is not valid: write avg(field), min(field), max(field), sum(field), count(field) or wavg(field, weight).`,
  );
}
