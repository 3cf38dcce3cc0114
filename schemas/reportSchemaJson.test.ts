import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutRegistryKeys } from './registryKeys';
import { REPORT_SCHEMA_JSON_PATH, reportSchemaJson } from './reportSchemaJson';

describe('the generated editor schema', () => {
  it('is up to date with schemas/report.schema.ts (run npm run schemas after changing it)', () => {
    // The registry ids the file also lists are checked against the registries by scripts/emit-schemas.test.ts.
    expect(withoutRegistryKeys(readFileSync(REPORT_SCHEMA_JSON_PATH, 'utf8'))).toBe(reportSchemaJson());
  });
});
