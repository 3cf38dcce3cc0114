// The editor copy of the menu groups schema (schemas/generated/menu-groups.schema.json), as text.
import { menuGroupsSchema } from './menuGroups.schema';

export const MENU_GROUPS_SCHEMA_JSON_PATH = 'schemas/generated/menu-groups.schema.json';

export function menuGroupsSchemaJson(): string {
  const json = { $comment: 'Generated from schemas/menuGroups.schema.ts by scripts/emit-schemas.ts (npm run schemas). Do not edit.', ...menuGroupsSchema };
  return JSON.stringify(json, null, 2) + '\n';
}
