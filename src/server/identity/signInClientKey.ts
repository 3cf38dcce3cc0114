// The client half of the lock-out's pair (e-mail, client address). An IPv4 address counts as itself (also when
// it arrives as ::ffff:a.b.c.d); an IPv6 address counts as its /64 network, because one subscriber usually holds
// a whole /64 and could otherwise start afresh from each of its 2^64 addresses.
import { isIPv4, isIPv6 } from 'node:net';

export function signInClientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const bare = address.split('%', 1)[0]!; // a zone id (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a trailing dotted IPv4 part converted. */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string): number[] => part === '' ? [] : part.split(':').flatMap((piece) => {
    if (!piece.includes('.')) return [parseInt(piece, 16)];
    const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
    return [(a << 8) | b, (c << 8) | d];
  });
  const [head = '', tail] = address.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
