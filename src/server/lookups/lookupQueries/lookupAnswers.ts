// What every lookup answer shares: the answer function's shape, names in Turkish order and the `page` block.
import { compareTurkish } from '../../../engine/format/compareTurkish';
import type { Store, StoreRow } from '../../store/store';
import type { LookupBody } from '../readLookupBody';

export interface LookupContext {
  /** The server's clock: what is published by now (publishedBefore.ts). */
  now: Date;
}

export type LookupAnswer = (store: Store, body: LookupBody, context: LookupContext) => Promise<unknown>;

/**
 * Rows in Turkish alphabetical order of `key` (the store sorts bytes, which puts "Çan" after "Zonguldak"); rows
 * come ordered by id and the sort is stable, so equal names keep that order on both stores.
 */
export function byName<T extends StoreRow>(rows: T[], key = 'name'): T[] {
  return rows.sort((a, b) => compareTurkish(String(a[key]), String(b[key])));
}

/** `{items, page}`: the operator's paged envelope, answered whole (one page holding every item). */
export function withPage(items: readonly unknown[]): { items: readonly unknown[]; page: { number: number; size: number; total: number; sort: null } } {
  return { items, page: { number: 1, size: items.length, total: items.length, sort: null } };
}

/** `$from, $from+1, …`: one placeholder per value of a list, so the values themselves are bound, never written. */
export function placeholders(count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
}
