// npm run admin -- reset-password EMAIL: the operator's account commands on the configured store (DATA_DIR or
// DATABASE_URL). The commands, their messages and exit codes: src/server/identity/adminCommand.ts.
import { readConfig } from '../src/server/config';
import { runAdminCommand } from '../src/server/identity/adminCommand';
import { consoleLocale } from '../src/server/identity/consoleLocale';
import { migrate } from '../src/server/store/migrations';
import { openStore } from '../src/server/store/openStore';

const exitCode = await runAdminCommand(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  locale: consoleLocale(process.env),
  now: () => Date.now(),
  async openStore() {
    const { store } = await openStore(readConfig());
    try {
      await migrate(store);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  },
});
process.exit(exitCode);
