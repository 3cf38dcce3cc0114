// The schema of reports/menu-groups.json: the group nodes of the menu (areas, markets, sections). Pages hang
// under them by their descriptor's `menu.parent`, which names a group's `key`. Imports nothing from src/.
import type { FromSchema } from 'json-schema-to-ts';

export const MENU_GROUPS_SCHEMA_VERSION = 1;

const groupText = { type: 'string', minLength: 1 } as const;

export const menuGroupSchema = {
  type: 'object',
  required: ['key', 'id', 'labelTr', 'labelEn', 'order'],
  additionalProperties: false,
  properties: {
    key: {
      type: 'string',
      pattern: '^[a-z0-9-]+(/[a-z0-9-]+)*$',
      description: 'The path of keys from the top, e.g. electricity/electricity-markets/day-ahead-market; descriptors name it in menu.parent.',
    },
    id: { type: 'integer', minimum: 1, description: 'Stable menu id, distinct from every other group id and every descriptor pageId.' },
    labelTr: groupText,
    labelEn: groupText,
    order: { type: 'integer', minimum: 0, description: 'Place among its siblings (pages and groups), smallest first.' },
    nofav: { type: 'boolean', default: false, description: 'The entry cannot be made a favourite.' },
    externalSelf: { type: 'boolean', default: false, description: 'The entry opens an outside address in the same window.' },
  },
} as const;

export const menuGroupsSchema = {
  $id: 'https://seffaflik.local/schemas/menu-groups.schema.json',
  type: 'object',
  required: ['schemaVersion', 'groups'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { const: MENU_GROUPS_SCHEMA_VERSION },
    groups: { type: 'array', items: menuGroupSchema },
  },
} as const;

export type MenuGroupsFile = FromSchema<typeof menuGroupsSchema>;
export type MenuGroup = MenuGroupsFile['groups'][number];
