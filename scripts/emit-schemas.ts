// npm run schemas: writes schemas/generated/report.schema.json from schemas/report.schema.ts and
// schemas/generated/menu-groups.schema.json from schemas/menuGroups.schema.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MENU_GROUPS_SCHEMA_JSON_PATH, menuGroupsSchemaJson } from '../schemas/menuGroupsSchemaJson';
import { REPORT_SCHEMA_JSON_PATH, reportSchemaJson } from '../schemas/reportSchemaJson';

mkdirSync(dirname(REPORT_SCHEMA_JSON_PATH), { recursive: true });
writeFileSync(REPORT_SCHEMA_JSON_PATH, reportSchemaJson());
console.log(`wrote ${REPORT_SCHEMA_JSON_PATH}`);
writeFileSync(MENU_GROUPS_SCHEMA_JSON_PATH, menuGroupsSchemaJson());
console.log(`wrote ${MENU_GROUPS_SCHEMA_JSON_PATH}`);
