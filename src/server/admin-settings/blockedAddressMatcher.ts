// The per-request check of blocked addresses, in memory: blocks are grouped by family and prefix length, each
// group a map from network to its blocks, so a client address costs one map look-up per prefix length in use
// (at most 33 for IPv4, 129 for IPv6; a handful in practice) and never a database query. Overlapping blocks are
// all kept; an expired block simply stops matching, without waiting for anyone to remove it.
import { maskOf, parseAddress, parseRange, type AddressFamily } from './addressRange';

export interface Block {
  id: number;
  /** Canonical range text (addressRange.ts). */
  range: string;
  reason: string;
  /** Epoch ms after which the block no longer holds; null: until removed. */
  expiresAt: number | null;
}

interface Group { prefix: number; mask: bigint; byNetwork: Map<bigint, Block[]> }

export interface BlockedAddressMatcher {
  /** The block that refuses this client address now, if any. */
  match(address: string, now: number): Block | undefined;
}

export function createBlockedAddressMatcher(blocks: readonly Block[]): BlockedAddressMatcher {
  const groups: Record<AddressFamily, Group[]> = { 4: [], 6: [] };
  for (const block of blocks) {
    const parsed = parseRange(block.range);
    if (!parsed.ok) continue; // written through parseRange, so never; a hand-edited row must not stop the server
    const { family, prefix, network } = parsed.range;
    let group = groups[family].find((g) => g.prefix === prefix);
    if (!group) groups[family].push((group = { prefix, mask: maskOf(family, prefix), byNetwork: new Map() }));
    group.byNetwork.set(network, [...(group.byNetwork.get(network) ?? []), block]);
  }
  return {
    match(address, now) {
      const parsed = parseAddress(address);
      if (!parsed) return undefined;
      for (const group of groups[parsed.family]) {
        const found = group.byNetwork.get(parsed.value & group.mask)?.find((b) => b.expiresAt === null || b.expiresAt > now);
        if (found) return found;
      }
      return undefined;
    },
  };
}

