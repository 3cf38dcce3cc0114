// Clients of the operator's service send what its server accepts: numbers as strings ("1", ["3197407"]) and
// strings as numbers. Before validation, each declared field is brought to its type the way that server
// coerces it (Jackson's defaults): a numeric string becomes a number for a number field, a number becomes
// text for a text field, in lists too. Anything else is left as sent, so validation still refuses it.
import type { RequestField } from '../../../schemas/report.schema';

const INTEGER_TEXT = /^[+-]?\d{1,16}$/;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function coerceValue(value: unknown, type: RequestField['type']): unknown {
  switch (type) {
    case 'integer': case 'integerList':
      return typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
    case 'number':
      return typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
    case 'string': case 'stringList':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

/** A copy of `body` with every declared field (and `page.number`/`page.size`) coerced; other fields untouched. */
export function coerceLikeOperator(body: Record<string, unknown>, fields: Readonly<Record<string, RequestField>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...body };
  for (const [name, field] of Object.entries(fields)) {
    if (!Object.hasOwn(result, name)) continue;
    const value = result[name];
    result[name] = Array.isArray(value) ? value.map((item) => coerceValue(item, field.type)) : coerceValue(value, field.type);
  }
  const page = result.page;
  if (page && typeof page === 'object' && !Array.isArray(page)) {
    const { number, size } = page as Record<string, unknown>;
    result.page = { ...page, number: coerceValue(number, 'integer'), size: coerceValue(size, 'integer') };
  }
  return result;
}
