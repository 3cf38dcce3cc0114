// The identities of the per-unit plan and per-plant injection views (src/server/seed/buildGenerationPlanShares.ts), run
// on DuckDB by src/server/seed/buildGenerationPlanShares.test.ts and on PostgreSQL by tests/store/generationPlanShares.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../../src/server/seed/seedWorld';
import type { Store } from '../../src/server/store/store';

export function generationPlanSharesSuite(openStore: () => Promise<Store>): void {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
    await seedWorld(store, { startDay: '2024-06-01', endDay: '2024-06-10' });
  }, 240_000);
  afterAll(async () => { await store.close(); });

  const num = (x: unknown): number => Number(x);

  describe('per-unit plans and per-plant injection quantities', () => {
    it('add up to the stored system totals every hour, source by source (within the rounding of each row)', async () => {
      for (const [view, total, columns] of [
        ['generation_dpp_unit', 'generation_dpp', ['toplam', 'dogalgaz', 'ruzgar', 'linyit', 'gunes', 'diger']],
        ['generation_aic_unit', 'generation_aic', ['toplam', 'barajli', 'ithalKomur']],
        ['generation_injection_quantity_plant', 'generation_injection_quantity', ['naturalGas', 'wind', 'dam', 'other']],
      ] as const) {
        const sums = columns.map((c) => `CAST(sum(v."${c}") AS DOUBLE PRECISION) AS "${c}"`).join(', ');
        const members = await store.query(`SELECT CAST(v.ts AS VARCHAR) AS t, count(*) AS n, ${sums} FROM ${view} v WHERE CAST(v.ts AS DATE) = DATE '2024-06-04' GROUP BY v.ts ORDER BY 1`);
        const totals = await store.query(`SELECT CAST(ts AS VARCHAR) AS t, ${columns.map((c) => `CAST("${c}" AS DOUBLE PRECISION) AS "${c}"`).join(', ')} FROM ${total} WHERE CAST(ts AS DATE) = DATE '2024-06-04' ORDER BY 1`);
        expect(members).toHaveLength(24);
        members.forEach((m, i) => {
          for (const c of columns) {
            if (c === 'toplam' && total !== 'generation_injection_quantity') {
              // toplam per member is its own value; the system toplam may hold naphtha that no plant burns.
              expect(Math.abs(num(m[c]) - num(totals[i]![c]))).toBeLessThan(0.006 * num(m.n) + 1);
            } else {
              expect(Math.abs(num(m[c]) - num(totals[i]![c]))).toBeLessThanOrEqual(0.006 * num(m.n) + 0.01);
            }
          }
        });
      }
    });

    it('gives a unit whose plant is wholly out of service by its notices no plan that day', async () => {
      const [down] = await store.query(`
        SELECT s."powerPlantId" AS pid, CAST(s.day AS VARCHAR) AS day FROM plant_day_share s
        JOIN registry_power_plants p ON p.id = s."powerPlantId"
        WHERE s.share = 0 AND s.day >= DATE '2024-06-01' ORDER BY p."installedCapacity" DESC LIMIT 1`);
      expect(down).toBeDefined();
      const { pid = null, day = null } = down!;
      const hours = await store.query(`SELECT CAST(toplam AS DOUBLE PRECISION) AS v FROM generation_dpp_unit u
        JOIN registry_generation_units g ON g.id = u."uevcbId" WHERE g."powerPlantId" = $1 AND CAST(u.ts AS DATE) = CAST($2 AS DATE)`, [pid, day]);
      expect(hours.length).toBeGreaterThanOrEqual(24);
      expect(hours.every((h) => num(h.v) === 0)).toBe(true);
      // The same plant plans something on a day its units are running.
      const [other] = await store.query(`SELECT CAST(max(u.toplam) AS DOUBLE PRECISION) AS v FROM generation_dpp_unit u
        JOIN registry_generation_units g ON g.id = u."uevcbId" WHERE g."powerPlantId" = $1`, [pid]);
      expect(num(other!.v)).toBeGreaterThan(0);
    });

    it('names each unit with its owner, as dpp-bulk answers it', async () => {
      const [row] = await store.query('SELECT "uevcbId", "uevcbName", "orgId", "organizationId" FROM generation_dpp_unit WHERE toplam > 0 LIMIT 1');
      expect(typeof row!.uevcbName).toBe('string');
      expect(num(row!.orgId)).toBe(num(row!.organizationId));
    });
  });
}
