// npm run schemas: writes schemas/generated/report.schema.json from schemas/report.schema.ts, completed with
// the ids of every registry a descriptor names (chart types, units, series colours, lookups, datasets, menu groups) as they
// are now, and schemas/generated/menu-groups.schema.json from schemas/menuGroups.schema.ts. Run it after
// changing the schema or adding to a registry; scripts/emit-schemas.test.ts fails until it is run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_GROUPS_SCHEMA_JSON_PATH, menuGroupsSchemaJson } from '../schemas/menuGroupsSchemaJson';
import { withRegistryKeys, type RegistryKeys } from '../schemas/registryKeys';
import { REPORT_SCHEMA_JSON_PATH, reportSchemaJson } from '../schemas/reportSchemaJson';
import { chartTypes } from '../src/engine/charts/chartTypes';
import { seriesColors } from '../src/engine/charts/seriesColors';
import { lookups } from '../src/engine/lookups/lookups';
import { units } from '../src/engine/units/units';
import { datasets } from '../src/server/datasets/datasets';
import { MENU_GROUPS_FILE } from '../src/server/menu/menuGroupsFile';

/** The registries as they are now, each id with what an editor shows beside it. */
export function currentRegistryKeys(reportsDir = 'reports'): RegistryKeys {
  const groups = (JSON.parse(readFileSync(join(reportsDir, MENU_GROUPS_FILE), 'utf8')) as { groups: Array<{ key: string; labelTr: string; labelEn: string }> }).groups;
  return {
    chartType: Object.entries(chartTypes).map(([id, c]) => ({ id, description: `${c.label.en} (${c.label.tr})` })),
    unit: Object.entries(units).map(([id, u]) => ({ id, description: `${u.label.en}, ${u.decimals} decimals by default` })),
    seriesColor: Object.entries(seriesColors).map(([id, c]) => ({ id, description: `${c.label.en}: ${c.light} on light, ${c.dark} on dark` })),
    lookup: Object.values(lookups).map((l) => ({ id: l.id, description: `${l.label.en} (${l.label.tr}): ${l.method} /${l.service}${l.path}` })),
    dataset: datasets.map((d) => ({ id: d.id, description: `${d.grain} rows, published ${d.publication}; dimensions: ${d.dimensions.map((f) => f.name).join(', ') || 'none'}; fields: ${d.fields.map((f) => f.name).join(', ')}` })),
    menuParent: groups.map((g) => ({ id: g.key, description: `${g.labelEn} (${g.labelTr})` })),
  };
}

/** The text of schemas/generated/report.schema.json. */
export function editorReportSchemaJson(): string {
  return withRegistryKeys(reportSchemaJson(), currentRegistryKeys());
}

function emit(): void {
  mkdirSync(dirname(REPORT_SCHEMA_JSON_PATH), { recursive: true });
  writeFileSync(REPORT_SCHEMA_JSON_PATH, editorReportSchemaJson());
  console.log(`wrote ${REPORT_SCHEMA_JSON_PATH}`);
  writeFileSync(MENU_GROUPS_SCHEMA_JSON_PATH, menuGroupsSchemaJson());
  console.log(`wrote ${MENU_GROUPS_SCHEMA_JSON_PATH}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) emit();
