// The per-plant YEKDEM licensed generation view on DuckDB (tests/store/yekdemPlantView.test.ts runs it on PostgreSQL).
import { yekdemPlantViewSuite } from '../../../tests/support/yekdemPlantViewSuite';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';

yekdemPlantViewSuite(async () => {
  const store = await openDuckdbStore(':memory:');
  await migrate(store);
  return store;
});
