// An IP address or CIDR range (IPv4 or IPv6) as numbers: parsed once when a block is written or loaded, so the
// per-request check compares integers. An IPv4 address written inside IPv6 (`::ffff:192.0.2.1`, how a dual-stack
// socket reports an IPv4 client) is taken as the IPv4 address, so one IPv4 block covers both spellings.
export type AddressFamily = 4 | 6;

export interface ParsedAddress { family: AddressFamily; value: bigint }

export interface AddressRange {
  family: AddressFamily;
  /** The first address of the range (host bits zero). */
  network: bigint;
  prefix: number;
  /** Canonical text: `192.0.2.0/24`, `2001:db8::/32`; a single address keeps no prefix. */
  text: string;
}

export const FAMILY_BITS: Record<AddressFamily, number> = { 4: 32, 6: 128 };

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: `010` is octal to some tools and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.length > 45) return undefined;
  let groupsText = text;
  let tail: bigint[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === undefined || lastColon === -1) return undefined;
    tail = [v4 >> 16n, v4 & 0xffffn];
    const before = text.slice(0, lastColon + 1);
    groupsText = before.endsWith('::') ? before : before.slice(0, -1);
  }
  const halves = groupsText.split('::');
  if (halves.length > 2) return undefined;
  const toGroups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = toGroups(halves[0]!);
  const rest = halves.length === 2 ? toGroups(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const groups = [...head.map((g) => BigInt(`0x${g}`)), ...Array<bigint>(8 - given).fill(0n), ...rest.map((g) => BigInt(`0x${g}`)), ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** An address as a client or an administrator wrote it; IPv4-mapped IPv6 becomes IPv4. */
export function parseAddress(text: string): ParsedAddress | undefined {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== undefined) return { family: 4, value: v4 };
  // A zone (`fe80::1%eth0`) names an interface of this machine: it never identifies a remote client.
  const v6 = parseIpv6(trimmed);
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

export function maskOf(family: AddressFamily, prefix: number): bigint {
  const bits = BigInt(FAMILY_BITS[family]);
  const all = (1n << bits) - 1n;
  return prefix === 0 ? 0n : (all >> (bits - BigInt(prefix))) << (bits - BigInt(prefix));
}

export type RangeFault = 'form' | 'prefix' | 'hostBits';

/** `192.0.2.0/24`, `2001:db8::/32` or a single address; host bits must be zero (`192.0.2.7/24` is refused). */
export function parseRange(text: string): { ok: true; range: AddressRange } | { ok: false; fault: RangeFault } {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const address = parseAddress(slash === -1 ? trimmed : trimmed.slice(0, slash));
  if (!address) return { ok: false, fault: 'form' };
  const bits = FAMILY_BITS[address.family];
  let prefix = bits;
  if (slash !== -1) {
    const prefixText = trimmed.slice(slash + 1);
    // `::ffff:192.0.2.0/120` is written in IPv6 terms: the IPv4 range /24.
    const writtenAsIpv6 = trimmed.includes(':');
    if (!/^(0|[1-9]\d{0,2})$/.test(prefixText) || Number(prefixText) > (writtenAsIpv6 ? 128 : bits)) return { ok: false, fault: 'prefix' };
    prefix = Number(prefixText) - (writtenAsIpv6 && address.family === 4 ? 96 : 0);
    if (prefix < 0) return { ok: false, fault: 'prefix' };
  }
  const network = address.value & maskOf(address.family, prefix);
  if (network !== address.value) return { ok: false, fault: 'hostBits' };
  const text_ = formatAddress(address.family, network);
  return { ok: true, range: { family: address.family, network, prefix, text: prefix === bits ? text_ : `${text_}/${prefix}` } };
}

export function formatAddress(family: AddressFamily, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  // The longest run of two or more zero groups becomes `::` (RFC 5952).
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) { i += 1; continue; }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start === -1) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

export function rangeContains(range: AddressRange, address: ParsedAddress): boolean {
  return range.family === address.family && (address.value & maskOf(range.family, range.prefix)) === range.network;
}

/**
 * Whether a range holds any loopback address (127.0.0.0/8, ::1): those are never blockable, so the server's own
 * machine can always reach the API and an administrator there can undo any block.
 */
export function overlapsLoopback(range: AddressRange): boolean {
  if (range.family === 6) return rangeContains(range, { family: 6, value: 1n });
  return range.prefix <= 8 ? rangeContains(range, { family: 4, value: 127n << 24n }) : range.network >> 24n === 127n;
}
