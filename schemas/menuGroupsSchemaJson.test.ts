import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS_SCHEMA_JSON_PATH, menuGroupsSchemaJson } from './menuGroupsSchemaJson';

describe('the generated menu groups schema', () => {
  it('is up to date with schemas/menuGroups.schema.ts (run npm run schemas after changing it)', () => {
    expect(readFileSync(MENU_GROUPS_SCHEMA_JSON_PATH, 'utf8')).toBe(menuGroupsSchemaJson());
  });
});
