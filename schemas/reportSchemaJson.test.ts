import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORT_SCHEMA_JSON_PATH, reportSchemaJson } from './reportSchemaJson';

describe('the generated editor schema', () => {
  it('is up to date with schemas/report.schema.ts (run npm run schemas after changing it)', () => {
    expect(readFileSync(REPORT_SCHEMA_JSON_PATH, 'utf8')).toBe(reportSchemaJson());
  });
});
