// Members' orders in the store: the order itself as JSON text (orderInput.ts), its pause and its next run.
import type { Store, StoreRow } from '../store/store';
import type { OrderInput } from './orderInput';
import { nextRunAfter } from './orderSchedule';

export interface StoredOrder extends OrderInput { id: number; accountId: number; nextRunAt: number | null; createdAt: number; updatedAt: number }

/** The most orders one member may keep. */
export const MAX_ORDERS = 50;

function toOrder(row: StoreRow): StoredOrder {
  return {
    ...(JSON.parse(String(row.order_json)) as OrderInput),
    id: Number(row.id), accountId: Number(row.account_id), paused: row.paused === true,
    nextRunAt: row.next_run_at === null ? null : Number(row.next_run_at), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at),
  };
}

const json = (input: OrderInput) => JSON.stringify({ ...input, paused: undefined });

export async function listOrders(store: Store, accountId: number): Promise<StoredOrder[]> {
  return (await store.query('SELECT * FROM delivery_orders WHERE account_id = $1 ORDER BY id', [accountId])).map(toOrder);
}

export async function readOrder(store: Store, id: number): Promise<StoredOrder | undefined> {
  const [row] = await store.query('SELECT * FROM delivery_orders WHERE id = $1', [id]);
  return row ? toOrder(row) : undefined;
}

export async function countOrders(store: Store, accountId: number): Promise<number> {
  const [row] = await store.query('SELECT COUNT(*) AS n FROM delivery_orders WHERE account_id = $1', [accountId]);
  return Number(row?.n ?? 0);
}

export async function createOrder(store: Store, accountId: number, input: OrderInput, at: number): Promise<StoredOrder> {
  const rows = await store.transaction((tx) => tx.query(
    'INSERT INTO delivery_orders (account_id, order_json, paused, next_run_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING *',
    [accountId, json(input), input.paused, nextRunAfter(input.schedule, at), at],
  ));
  return toOrder(rows[0]!);
}

export async function updateOrder(store: Store, id: number, input: OrderInput, at: number): Promise<StoredOrder> {
  const rows = await store.transaction((tx) => tx.query(
    'UPDATE delivery_orders SET order_json = $2, paused = $3, next_run_at = $4, updated_at = $5 WHERE id = $1 RETURNING *',
    [id, json(input), input.paused, nextRunAfter(input.schedule, at), at],
  ));
  return toOrder(rows[0]!);
}

/** Deletes the order and the record of its deliveries. */
export async function deleteOrder(store: Store, id: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM deliveries WHERE order_id = $1', [id]);
    await tx.query('DELETE FROM delivery_orders WHERE id = $1', [id]);
  });
}

/** Orders whose time has come, of members an administrator has not paused. */
export async function dueOrders(store: Store, at: number): Promise<StoredOrder[]> {
  return (await store.query(
    'SELECT * FROM delivery_orders WHERE paused = false AND next_run_at IS NOT NULL AND next_run_at <= $1 ORDER BY next_run_at, id',
    [at],
  )).map(toOrder);
}

/** Follows ('onPublication' orders) that are not paused. */
export async function followOrders(store: Store): Promise<StoredOrder[]> {
  return (await store.query('SELECT * FROM delivery_orders WHERE paused = false AND next_run_at IS NULL ORDER BY id')).map(toOrder)
    .filter((o) => o.schedule.kind === 'onPublication');
}

export async function moveNextRun(store: Store, order: StoredOrder, at: number): Promise<void> {
  await store.exec('UPDATE delivery_orders SET next_run_at = $2 WHERE id = $1', [order.id, nextRunAfter(order.schedule, at)]);
}
