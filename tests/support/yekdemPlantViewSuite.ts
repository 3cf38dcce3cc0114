// The identities of the per-plant YEKDEM licensed generation view (src/server/seed/buildYekdemPlantView.ts), run
// on DuckDB by src/server/seed/buildYekdemPlantView.test.ts and on PostgreSQL by tests/store/yekdemPlantView.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../../src/server/seed/seedWorld';
import type { Store } from '../../src/server/store/store';

const COLUMNS = ['toplam', 'ruzgar', 'jeotermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'gunes', 'biyokutle'];
const num = (x: unknown): number => Number(x);

export function yekdemPlantViewSuite(openStore: () => Promise<Store>): void {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
    await seedWorld(store, { startDay: '2025-06-01', endDay: '2025-06-04' });
  }, 240_000);
  afterAll(async () => { await store.close(); });

  describe('per-plant YEKDEM licensed generation', () => {
    it('adds up to the stored portfolio totals every hour, source by source (within the rounding of each row)', async () => {
      const sums = COLUMNS.map((c) => `CAST(sum(v."${c}") AS DOUBLE PRECISION) AS "${c}"`).join(', ');
      const plants = await store.query(`SELECT CAST(v.ts AS VARCHAR) AS t, count(*) AS n, ${sums} FROM renewables_licensed_generation_plant v
        WHERE CAST(v.ts AS DATE) = DATE '2025-06-03' GROUP BY v.ts ORDER BY 1`);
      const totals = await store.query(`SELECT CAST(ts AS VARCHAR) AS t, ${COLUMNS.map((c) => `CAST("${c}" AS DOUBLE PRECISION) AS "${c}"`).join(', ')}
        FROM renewables_licensed_generation WHERE CAST(ts AS DATE) = DATE '2025-06-03' ORDER BY 1`);
      expect(plants).toHaveLength(24);
      plants.forEach((p, i) => {
        for (const c of COLUMNS) expect(Math.abs(num(p[c]) - num(totals[i]![c])), `${p.t} ${c}`).toBeLessThanOrEqual(0.006 * num(p.n) + 0.01);
      });
      expect(num(totals[12]!.gunes)).toBeGreaterThan(1000); // a June noon: real solar, not zeros adding up
    });

    it('answers only plants in the mechanism that year, each with its own source alone', async () => {
      const [row] = await store.query(`SELECT v."powerPlantId" AS id, CAST(v.ruzgar AS DOUBLE PRECISION) AS ruzgar, CAST(v.toplam AS DOUBLE PRECISION) AS toplam,
        CAST(v.gunes AS DOUBLE PRECISION) AS gunes, y.source, y."entryYear" AS entry
        FROM renewables_licensed_generation_plant v JOIN renewables_yekdem_plants y ON y."powerPlantId" = v."powerPlantId"
        WHERE y.source = 'ruzgar' AND v.ruzgar > 0 LIMIT 1`);
      expect(num(row!.ruzgar)).toBe(num(row!.toplam));
      expect(num(row!.gunes)).toBe(0);
      expect(num(row!.entry)).toBeLessThanOrEqual(2025);
      expect(num(row!.entry)).toBeGreaterThan(2015);
      const [outside] = await store.query(`SELECT count(*) AS n FROM renewables_licensed_generation_plant v
        JOIN renewables_yekdem_plants y ON y."powerPlantId" = v."powerPlantId" WHERE y."entryYear" > 2025 OR y."entryYear" + 10 <= 2025`);
      expect(num(outside!.n)).toBe(0);
    });
  });
}
