// Per-plant real-time generation is derived from the system generation by source: each plant gets a daily
// share of its source's output, proportional to its capacity times a deterministic availability factor.
// Shares of a source add up to exactly 1 each day, so the plants always add up to the system figures.
// The view generation_realtime_plant reads one plant's hours without storing plants × hours rows.
import { GENERATION_SOURCES } from '../datasets/datasets';
import type { Store } from '../store/store';

export async function buildPlantShares(store: Store, extendAfterDay: string | null): Promise<void> {
  await store.exec(`CREATE TABLE IF NOT EXISTS plant_day_share ("powerPlantId" BIGINT, day DATE, source VARCHAR, share DOUBLE)`);
  const from = extendAfterDay ? `WHERE CAST(ts AS DATE) > DATE '${extendAfterDay}'` : '';
  await store.exec(`
    INSERT INTO plant_day_share
    WITH days AS (SELECT DISTINCT CAST(ts AS DATE) AS day FROM generation_realtime ${from}),
    weights AS (
      SELECT p.id AS "powerPlantId", d.day, p.source,
             p."installedCapacity" * (0.55 + 0.9 * (hash(p.id, d.day) % 1000) / 1000.0) AS w
      FROM registry_power_plants p CROSS JOIN days d)
    SELECT "powerPlantId", day, source, w / sum(w) OVER (PARTITION BY source, day) AS share
    FROM weights ORDER BY "powerPlantId", day`);
  const sourceValue = `CASE s.source ${GENERATION_SOURCES.map((src) => `WHEN '${src}' THEN g."${src}"`).join(' ')} ELSE 0 END`;
  const perSource = GENERATION_SOURCES.map((src) => `CASE WHEN s.source = '${src}' THEN ROUND(${sourceValue} * s.share, 2) ELSE 0 END AS "${src}"`);
  await store.exec(`
    CREATE OR REPLACE VIEW generation_realtime_plant AS
    SELECT g.ts, s."powerPlantId", ROUND(${sourceValue} * s.share, 2) AS total, ${perSource.join(', ')}
    FROM plant_day_share s JOIN generation_realtime g ON CAST(g.ts AS DATE) = s.day`);
}
