// The arguments of `npm run sync`: --from URL [--user NAME] --since DAY [--until DAY] [--only id,...].
// The password never comes from the command line (it would show in the process list and shell history):
// the caller reads SYNC_PASSWORD. A wrong argument is a UsageError (the CLI exits 2 with the usage text).
import { isIsoDay } from '../../engine/request/isoDay';

export const SYNC_USAGE = [
  'usage: npm run sync -- --from URL [--user NAME] --since YYYY-MM-DD [--until YYYY-MM-DD] [--only DATASET,...]',
  '  --from   base URL of a server with the same web service (ours or the operator\'s), e.g. http://127.0.0.1:8080',
  '  --user   user name for a ticket (POST /cas/v1/tickets); the password is read from SYNC_PASSWORD',
  '  --since  first Istanbul day to copy; --until the last (default: tomorrow, Istanbul time)',
  '  --only   dataset ids, comma-separated (e.g. dam.mcp,bpm.smp); all syncable datasets by default',
  'The target is the configured store (DATA_DIR or DATABASE_URL); it must not hold the simulated market.',
].join('\n');

export interface SyncArgs { from: string; user?: string; since: string; until?: string; only?: string[] }

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const OPTIONS = new Set(['from', 'user', 'since', 'until', 'only']);

export function parseSyncArgs(argv: readonly string[]): SyncArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match || !OPTIONS.has(match[1]!)) throw new UsageError(`unknown argument "${arg}"`);
    const name = match[1]!;
    if (name in values) throw new UsageError(`--${name} is given twice`);
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '' || (match[2] === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    values[name] = value;
  }
  if (!values.from) throw new UsageError('--from is required');
  if (!values.since) throw new UsageError('--since is required');
  let url: URL;
  try {
    url = new URL(values.from);
  } catch {
    throw new UsageError(`--from "${values.from}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--from must be an http or https URL, not "${values.from}"`);
  if (url.username || url.password) throw new UsageError('--from must not carry credentials: use --user and SYNC_PASSWORD');
  for (const day of ['since', 'until'] as const) {
    if (values[day] !== undefined && !isIsoDay(values[day])) throw new UsageError(`--${day} must be a day such as 2024-07-29, not "${values[day]}"`);
  }
  if (values.until && values.until < values.since) throw new UsageError(`--until ${values.until} is before --since ${values.since}`);
  const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
  if (values.only !== undefined && only!.length === 0) throw new UsageError('--only needs at least one dataset id');
  return {
    from: values.from.replace(/\/+$/, ''), since: values.since,
    ...(values.user ? { user: values.user } : {}), ...(values.until ? { until: values.until } : {}), ...(only ? { only } : {}),
  };
}
