// The shape of one administration route's description, and the schema pieces the area files share. The bodies
// say exactly what the route's own parser accepts: its fields, their types and limits, which are required, and
// that any other field is refused (additionalProperties: false) where the parser refuses unknown fields.
import type { LocalizedText } from '../../../../schemas/report.schema';
import { ISTANBUL_TIME } from '../../announcements/istanbulTimeInput';

export type Schema = Record<string, unknown>;

export interface AdminOperationText {
  title: LocalizedText;
  /** The JSON body it reads; `{}` for calls that take an empty object. */
  body?: Schema;
  /** Query parameters it reads. */
  query?: Record<string, Schema>;
  /** The answer is a CSV file. */
  csv?: true;
}

/** The body of a read that takes no parameters: an empty JSON object. */
export const EMPTY: Schema = { type: 'object', additionalProperties: false, description: '{}' };

/** A JSON object of exactly these fields, the listed ones required. */
export const closedObject = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object', additionalProperties: false, ...(required.length > 0 ? { required } : {}), properties,
});

/** A moment in Istanbul time, `YYYY-MM-DDTHH:mm:ss+03:00`. */
export const istanbulTime: Schema = { type: 'string', pattern: ISTANBUL_TIME };
export const nullableIstanbulTime: Schema = { type: ['string', 'null'], pattern: ISTANBUL_TIME };
/** A positive whole number naming a row. */
export const positiveId: Schema = { type: 'integer', minimum: 1 };
/** A query-string whole number (query values arrive as text). */
export const queryNumber = (maximum?: number): Schema => ({ type: 'string', pattern: '^\\d{1,9}$', ...(maximum ? { description: `1–${maximum}` } : {}) });
