// The editor copy of the descriptor schema (schemas/generated/report.schema.json), as text.
import { reportSchema } from './report.schema';

export const REPORT_SCHEMA_JSON_PATH = 'schemas/generated/report.schema.json';

export function reportSchemaJson(): string {
  const json = { $comment: 'Generated from schemas/report.schema.ts by scripts/emit-schemas.ts (npm run schemas). Do not edit.', ...reportSchema };
  return JSON.stringify(json, null, 2) + '\n';
}
