// Per-plant real-time generation of the YEKDEM licensed portfolio (licensed-realtime-generation with a
// powerPlantId) is derived, never stored: the stored hourly totals by source (renewables_licensed_generation) are
// shared out to the plants in the mechanism that year (renewables_yekdem_plants, from the market module's
// yekdemPlants.ts) in proportion to each plant's daily share of its registry source (plant_day_share of
// buildPlantShares.ts: capacity × availability after its outage notices), renormalised over the mechanism's
// plants of the YEKDEM source that day, so the plants add up to the stored totals within the rounding of a row.
import { findDataset } from '../datasets/datasets';
import { dialectOf } from '../store/sqlDialect';
import { fixedLiteral, quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import type { Store } from '../store/store';

/** The YEKDEM source keys of the plants and the stored column each one's generation is in. */
const SOURCE_COLUMNS = {
  ruzgar: 'ruzgar', geothermal: 'jeotermal', rezervuarli: 'rezervuarli', kanalTipi: 'kanalTipi', nehirTipi: 'nehirTipi',
  copGazi: 'copGazi', biyogaz: 'biyogaz', gunes: 'gunes', biyokutle: 'biyokutle',
} as const;
const ANSWERED_COLUMNS = ['ruzgar', 'jeotermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'];

/** The CREATE VIEW statement; every name comes from the dataset registry or the fixed lists above. */
export function yekdemPlantViewSql(store: Store): string {
  const dataset = findDataset('renewables.licensed-generation')!;
  const plants = findDataset('renewables.yekdem-plants')!;
  const q = quoteIdentifier;
  const double = (e: string) => `CAST(${e} AS DOUBLE PRECISION)`;
  const round2 = (e: string) => dialectOf(store).round(e, 2);
  const sources = Object.entries(SOURCE_COLUMNS);
  const systemValue = `CASE w.source ${sources.map(([key, column]) => `WHEN ${fixedLiteral(key)} THEN g.${q(column)}`).join(' ')} ELSE ${double('0')} END`;
  const own = round2(`${systemValue} * w.share`);
  const perColumn = ANSWERED_COLUMNS.map((column) => {
    const keys = sources.filter(([, c]) => c === column).map(([key]) => fixedLiteral(key));
    return keys.length === 0 ? `${double('0')} AS ${q(column)}` : `CASE WHEN w.source IN (${keys.join(', ')}) THEN ${own} ELSE ${double('0')} END AS ${q(column)}`;
  });
  const year = `CAST(EXTRACT(YEAR FROM s.day) AS INTEGER)`;
  return `
    CREATE VIEW ${sqlName(dataset.table)} AS
    WITH w AS (
      SELECT s.day, y."powerPlantId", y.source,
             ${double('s.share')} / NULLIF(sum(${double('s.share')}) OVER (PARTITION BY y.source, s.day), ${double('0')}) AS share
      FROM plant_day_share s JOIN ${sqlName(plants.table)} y ON y."powerPlantId" = s."powerPlantId"
      WHERE ${year} >= y."entryYear" AND ${year} < y."entryYear" + 10)
    SELECT g.ts, w."powerPlantId", ${own} AS toplam, ${perColumn.join(', ')}
    FROM w JOIN ${sqlName(dataset.rollupTable!)} g ON CAST(g.ts AS DATE) = w.day
    WHERE w.share IS NOT NULL`;
}

/** (Re)creates the view; run with the migrations, after plant_day_share exists (createPlantGenerationView). */
export async function buildYekdemPlantView(store: Store): Promise<void> {
  // Dropped first: PostgreSQL cannot replace a view whose columns changed.
  await store.exec(`DROP VIEW IF EXISTS ${sqlName(findDataset('renewables.licensed-generation')!.table)}`);
  await store.exec(yekdemPlantViewSql(store));
}
