import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { seedWorld } from './seedWorld';

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: '2024-06-01', endDay: '2024-06-30' });
});
afterAll(async () => { await store.close(); });

/** Per plant and day: megawatts out of service at noon by the plant's outage and maintenance notices. */
const LOST_AT_NOON = `
  WITH noon AS (SELECT DISTINCT day, CAST(day AS TIMESTAMP) + INTERVAL '12 hours' AS at FROM plant_day_share),
  lost AS (
    SELECT m."powerPlantId" AS pid, n.day, sum(m."operatorPower" - m."capacityAtCaseTime") AS mw
    FROM umm_messages m JOIN noon n ON m.ts <= n.at AND CAST(substr(m."caseEndDate", 1, 19) AS TIMESTAMP) > n.at
    GROUP BY 1, 2)
  SELECT CAST(l.pid AS INTEGER) AS pid, CAST(l.day AS VARCHAR) AS day, CAST(s.share AS DOUBLE) AS share,
         CAST(l.mw / p."installedCapacity" AS DOUBLE) AS down
  FROM lost l JOIN registry_power_plants p ON p.id = l.pid JOIN plant_day_share s ON s."powerPlantId" = l.pid AND s.day = l.day`;

describe('per-plant generation shares', () => {
  it('give a plant whose units are all out of service no generation that day', async () => {
    const rows = await store.query(LOST_AT_NOON);
    const allDown = rows.filter((r) => Number(r.down) >= 1);
    expect(allDown.length).toBeGreaterThan(0);
    for (const r of allDown) expect(r.share).toBe(0);
    const { pid = null, day = null } = allDown[0]!;
    const hours = await store.query(`SELECT CAST(total AS DOUBLE) AS total FROM generation_realtime_plant WHERE "powerPlantId" = $1 AND CAST(ts AS DATE) = CAST($2 AS DATE)`, [pid, day]);
    expect(hours).toHaveLength(24);
    expect(hours.every((h) => h.total === 0)).toBe(true);
  });

  it('still add up to exactly one per source and day', async () => {
    const sums = await store.query('SELECT CAST(sum(share) AS DOUBLE) AS s FROM plant_day_share GROUP BY source, day');
    for (const { s } of sums) expect(Number(s)).toBeCloseTo(1, 9);
  });
});

describe('the per-plant view on a store built by an older version', () => {
  it('gets its current columns (the plant name) at the next start, before any new day is added', async () => {
    // The view as an older version defined it: no powerPlantName.
    await store.exec(`CREATE OR REPLACE VIEW generation_realtime_plant AS SELECT g.ts, s."powerPlantId", g.total FROM plant_day_share s JOIN generation_realtime g ON CAST(g.ts AS DATE) = s.day`);
    await migrate(store);
    const [row] = await store.query('SELECT "powerPlantName", total FROM generation_realtime_plant WHERE total > 0 LIMIT 1');
    expect(typeof row!.powerPlantName).toBe('string');
    expect(Number(row!.total)).toBeGreaterThan(0);
  });
});
