// Per-unit production plans and available capacity, and per-plant injection quantities, are derived from the
// stored system totals by source, with the plants' daily shares of buildPlantShares.ts (plant_day_share: each
// plant's share of its source that day, weighted by its capacity and by what its units' outage notices leave of
// it at noon). A unit takes its plant's share in proportion to its installed capacity (the units of a plant add up
// to the plant's capacity), so the units of a source, and so every unit, add up to the system figure within the
// rounding of each row to 0.01. A plant whose units are all down plans nothing. Nothing is stored per unit: the
// views read the totals, so new days, imports and revisions of the totals show through at once.
import { findDataset } from '../datasets/datasets';
import {
  INJECTION_COLUMN_OF, INJECTION_COLUMNS, PLAN_COLUMN_OF, PLAN_COLUMNS, PLAN_OTHER_PARTS, PLANNED_SOURCES, type PlannedSource,
} from '../simulator/markets/generationPlans/planCategories';
import { dialectOf } from '../store/sqlDialect';
import { fixedLiteral, quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import type { Store } from '../store/store';

export interface MemberSplit {
  /** The dataset kept as system totals (its rollupTable) and read per member (its table, the view). */
  dataset: string;
  /** Units (with their owner) or plants. */
  member: 'unit' | 'plant';
  /** The total column: a member's own value. */
  total: string;
  /** Per source: the stored column holding its system value, and the answered column a member's value goes to. */
  storedColumn: (source: PlannedSource) => string;
  answeredColumn: (source: PlannedSource) => string;
  /** The answered columns besides the total, in order (those no plant source fills answer 0 per member). */
  columns: readonly string[];
}

const planSplit = (dataset: string): MemberSplit => ({
  dataset, member: 'unit', total: 'toplam',
  storedColumn: (s) => PLAN_OTHER_PARTS[s] ?? PLAN_COLUMN_OF[s],
  answeredColumn: (s) => PLAN_COLUMN_OF[s],
  columns: [...PLAN_COLUMNS, ...Object.values(PLAN_OTHER_PARTS)],
});

export const MEMBER_SPLITS: readonly MemberSplit[] = [
  planSplit('generation.dpp'), planSplit('generation.dpp-first-version'), planSplit('generation.sbfgp'), planSplit('generation.aic'),
  {
    dataset: 'generation.injection-quantity', member: 'plant', total: 'total',
    storedColumn: (s) => INJECTION_COLUMN_OF[s], answeredColumn: (s) => INJECTION_COLUMN_OF[s], columns: INJECTION_COLUMNS,
  },
];

/** (Re)creates every split's view; run with the migrations, after plant_day_share exists (createPlantGenerationView). */
export async function buildGenerationPlanShares(store: Store): Promise<void> {
  for (const split of MEMBER_SPLITS) {
    // Dropped first: PostgreSQL cannot replace a view whose columns changed.
    await store.exec(`DROP VIEW IF EXISTS ${sqlName(findDataset(split.dataset)!.table)}`);
    await store.exec(memberShareView(store, split));
  }
}

/** The CREATE VIEW statement of one split. Every name comes from the dataset registry or the fixed lists above. */
export function memberShareView(store: Store, split: MemberSplit): string {
  const dataset = findDataset(split.dataset);
  if (!dataset?.rollupTable) throw new Error(`${split.dataset} is not a dataset kept as totals (no rollupTable)`);
  const q = quoteIdentifier;
  const round2 = (e: string) => dialectOf(store).round(e, 2);
  const double = (e: string) => `CAST(${e} AS DOUBLE PRECISION)`;
  const unitPart = split.member === 'unit' ? ` * ${double('u."installedCapacity"')} / ${double('p."installedCapacity"')}` : '';
  const systemValue = `CASE s.source ${PLANNED_SOURCES.map((src) => `WHEN ${fixedLiteral(src)} THEN g.${q(split.storedColumn(src))}`).join(' ')} ELSE 0 END`;
  const own = round2(`${systemValue} * s.share${unitPart}`);
  const sourcesOf = (column: string) => PLANNED_SOURCES.filter((src) => split.answeredColumn(src) === column || split.storedColumn(src) === column);
  const perColumn = split.columns.map((column) => {
    const sources = sourcesOf(column);
    return sources.length === 0
      ? `${double('0')} AS ${q(column)}`
      : `CASE WHEN s.source IN (${sources.map(fixedLiteral).join(', ')}) THEN ${own} ELSE ${double('0')} END AS ${q(column)}`;
  });
  const members = split.member === 'unit'
    ? `u."orgId" AS "organizationId", u.id AS "uevcbId", u."orgId" AS "orgId", u.name AS "uevcbName"`
    : `s."powerPlantId" AS "powerplantId"`;
  const unitJoin = split.member === 'unit' ? 'JOIN registry_generation_units u ON u."powerPlantId" = s."powerPlantId"' : '';
  return `
    CREATE VIEW ${sqlName(dataset.table)} AS
    SELECT g.ts, ${members}, ${own} AS ${q(split.total)}, ${perColumn.join(', ')}
    FROM plant_day_share s
    JOIN registry_power_plants p ON p.id = s."powerPlantId"
    ${unitJoin}
    JOIN ${sqlName(dataset.rollupTable)} g ON CAST(g.ts AS DATE) = s.day`;
}
