// The per-unit plan and per-plant injection views on DuckDB (tests/store/generationPlanShares.test.ts runs them on PostgreSQL).
import { generationPlanSharesSuite } from '../../../tests/support/generationPlanSharesSuite';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';

generationPlanSharesSuite(async () => {
  const store = await openDuckdbStore(':memory:');
  await migrate(store);
  return store;
});
