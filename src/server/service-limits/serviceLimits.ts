// The limits every server process keeps in memory, so the rate limiter finds a member's limit with no store
// round trip on a call's path. A write moves the 'service_limits' counter in its transaction; on PostgreSQL each
// process reads the counter about once a second and reloads (page-settings/settingsVersion.ts), so a change made
// through one process holds in all of them within about a second. A limit that starts or ends later needs no
// reload: the rules (limitRules.ts) are applied to the clock at each call. Organisations come from the members'
// profiles and are read again every minute, so a member who changes organisation moves to its limit.
import type { PerMinuteOf } from '../identity/rateLimiter';
import { readSettingsVersion, watchSettingsVersion, type SettingsWatch } from '../page-settings/settingsVersion';
import type { Store } from '../store/store';
import { limitInForce, type LimitInForce, type LimitRow } from './limitRules';
import { readAccountsBrief, readLimits } from './limitRows';

const ACCOUNTS_AGAIN_MS = 60_000;
const ACCOUNT_KEY = /^account:(\d+)$/;

export class ServiceLimits {
  private rows: readonly LimitRow[] = [];
  private organizations = new Map<number, string>();
  private watch: SettingsWatch | undefined;
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly store: Store, readonly serverPerMinute: number) {}

  /** Loads the limits and keeps them current; `serverPerMinute` is RATE_LIMIT_PER_MINUTE (0: none). */
  static async open(store: Store, serverPerMinute: number, onError: (error: Error) => void = () => undefined): Promise<ServiceLimits> {
    const limits = new ServiceLimits(store, serverPerMinute);
    const seen = await readSettingsVersion(store, 'service_limits');
    await limits.reload();
    limits.watch = watchSettingsVersion(store, 'service_limits', seen, () => limits.reload(), { onError });
    limits.timer = setInterval(() => { limits.reload().catch(onError); }, ACCOUNTS_AGAIN_MS);
    limits.timer.unref();
    return limits;
  }

  /** Reads everything again; called after every write in this process (other processes: the counter). */
  async reload(): Promise<void> {
    const [rows, accounts] = await Promise.all([readLimits(this.store), readAccountsBrief(this.store)]);
    this.rows = rows;
    this.organizations = new Map([...accounts].map(([id, a]) => [id, a.organization]));
  }

  all(): readonly LimitRow[] {
    return this.rows;
  }

  /** What holds for a member now. */
  inForce(accountId: number, now: number): LimitInForce {
    return limitInForce(this.rows, accountId, this.organizations.get(accountId) ?? null, this.serverPerMinute, now);
  }

  /** For the rate limiter: a member's limit by their key; a visitor's address keeps the server's. */
  readonly perMinuteOf: PerMinuteOf = (key, now) => {
    const account = ACCOUNT_KEY.exec(key);
    return account ? this.inForce(Number(account[1]), now).perMinute : this.serverPerMinute;
  };

  close(): void {
    this.watch?.stop();
    clearInterval(this.timer);
  }
}
