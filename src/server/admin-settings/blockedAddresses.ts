// The blocked addresses: rows in blocked_addresses, and the matcher every request is checked against, kept in
// memory. A write goes through `write` (one transaction with its audit record and the counter), then this
// process reloads at once; other processes on PostgreSQL see the counter move within about a second.
import { readSettingsVersion, watchSettingsVersion, bumpSettingsVersion, type SettingsWatch } from '../page-settings/settingsVersion';
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import { createBlockedAddressMatcher, type Block, type BlockedAddressMatcher } from './blockedAddressMatcher';
import { BLOCKED_ADDRESSES_COUNTER } from './settingsCounters';

export interface BlockRow extends Block { createdAt: number; createdBy: string }

export interface NewBlock { range: string; reason: string; expiresAt: number | null }

function toBlockRow(row: StoreRow): BlockRow {
  return {
    id: Number(row.id), range: String(row.address_range), reason: String(row.reason),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at), createdAt: Number(row.created_at), createdBy: String(row.created_by),
  };
}

export class BlockedAddresses {
  private matcher: BlockedAddressMatcher = createBlockedAddressMatcher([]);
  private rows: BlockRow[] = [];
  private watch: SettingsWatch | undefined;

  private constructor(private readonly store: Store) {}

  static async open(store: Store, options: { onError?: (error: Error) => void } = {}): Promise<BlockedAddresses> {
    const blocked = new BlockedAddresses(store);
    const seen = await readSettingsVersion(store, BLOCKED_ADDRESSES_COUNTER);
    await blocked.reload();
    blocked.watch = watchSettingsVersion(store, BLOCKED_ADDRESSES_COUNTER, seen, () => blocked.reload(), options);
    return blocked;
  }

  async reload(): Promise<void> {
    const rows = (await this.store.query('SELECT * FROM blocked_addresses ORDER BY id')).map(toBlockRow);
    this.rows = rows;
    this.matcher = createBlockedAddressMatcher(rows);
  }

  /** The block refusing this client address now, if any. */
  match(address: string, now: number): Block | undefined {
    return this.matcher.match(address, now);
  }

  list(): readonly BlockRow[] {
    return this.rows;
  }

  find(id: number): BlockRow | undefined {
    return this.rows.find((row) => row.id === id);
  }

  /** Adds a block, with whatever else the transaction must hold (the audit record); reloads before answering. */
  async add(block: NewBlock, by: string, now: number, alsoInTransaction: (tx: StoreTransaction, row: BlockRow) => Promise<void>): Promise<BlockRow> {
    const row = await this.store.transaction(async (tx) => {
      const [inserted] = await tx.query(
        'INSERT INTO blocked_addresses (address_range, reason, expires_at, created_at, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [block.range, block.reason, block.expiresAt, now, by],
      );
      const added = toBlockRow(inserted!);
      await bumpSettingsVersion(tx, BLOCKED_ADDRESSES_COUNTER);
      await alsoInTransaction(tx, added);
      return added;
    });
    await this.reload();
    return row;
  }

  /** Removes a block; false when there was none with that id. */
  async remove(id: number, alsoInTransaction: (tx: StoreTransaction, row: BlockRow) => Promise<void>): Promise<BlockRow | undefined> {
    const removed = await this.store.transaction(async (tx) => {
      const [row] = await tx.query('DELETE FROM blocked_addresses WHERE id = $1 RETURNING *', [id]);
      if (!row) return undefined;
      const gone = toBlockRow(row);
      await bumpSettingsVersion(tx, BLOCKED_ADDRESSES_COUNTER);
      await alsoInTransaction(tx, gone);
      return gone;
    });
    await this.reload();
    return removed;
  }

  close(): void {
    this.watch?.stop();
  }
}
