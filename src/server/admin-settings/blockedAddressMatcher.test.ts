// The blocked-address check: IPv4 and IPv6 ranges, single addresses, IPv4 clients seen through a dual-stack
// socket, overlapping blocks and expiry, as a client's request would meet them.
import { describe, expect, it } from 'vitest';
import { overlapsLoopback, parseAddress, parseRange } from './addressRange';
import { createBlockedAddressMatcher, type Block } from './blockedAddressMatcher';

const NOW = Date.UTC(2024, 7, 20, 12);
const block = (id: number, range: string, expiresAt: number | null = null): Block => ({ id, range, reason: 'test', expiresAt });

describe('parseRange', () => {
  it('reads IPv4 and IPv6 ranges and single addresses into their canonical form', () => {
    expect(parseRange('192.0.2.0/24')).toMatchObject({ ok: true, range: { family: 4, prefix: 24, text: '192.0.2.0/24' } });
    expect(parseRange(' 203.0.113.7 ')).toMatchObject({ ok: true, range: { prefix: 32, text: '203.0.113.7' } });
    expect(parseRange('2001:DB8:0:0::/32')).toMatchObject({ ok: true, range: { family: 6, prefix: 32, text: '2001:db8::/32' } });
    expect(parseRange('2001:db8:0:1:0:0:0:1')).toMatchObject({ ok: true, range: { text: '2001:db8:0:1::1' } });
    expect(parseRange('::ffff:198.51.100.0/120')).toMatchObject({ ok: true, range: { family: 4, prefix: 24, text: '198.51.100.0/24' } });
  });

  it('says what is wrong with a range it refuses', () => {
    expect(parseRange('192.0.2.0/33')).toEqual({ ok: false, fault: 'prefix' });
    expect(parseRange('192.0.2.7/24')).toEqual({ ok: false, fault: 'hostBits' });
    expect(parseRange('2001:db8::1/32')).toEqual({ ok: false, fault: 'hostBits' });
    for (const bad of ['', '256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', 'example.org', '10.0.0.0/08']) {
      expect(parseRange(bad).ok, bad).toBe(false);
    }
  });

  it('knows which ranges hold the loopback addresses', () => {
    const overlaps = (text: string) => { const r = parseRange(text); return r.ok && overlapsLoopback(r.range); };
    expect(overlaps('127.0.0.1')).toBe(true);
    expect(overlaps('127.12.0.0/16')).toBe(true);
    expect(overlaps('0.0.0.0/0')).toBe(true);
    expect(overlaps('::1')).toBe(true);
    expect(overlaps('::/0')).toBe(true);
    expect(overlaps('128.0.0.0/8')).toBe(false);
    expect(overlaps('2001:db8::/32')).toBe(false);
  });

  it('takes an IPv4 client seen through IPv6 as the IPv4 address', () => {
    expect(parseAddress('::ffff:192.0.2.9')).toEqual({ family: 4, value: parseAddress('192.0.2.9')!.value });
  });
});

describe('createBlockedAddressMatcher', () => {
  const matcher = createBlockedAddressMatcher([
    block(1, '192.0.2.0/24'), block(2, '203.0.113.7'), block(3, '2001:db8:abcd::/48'),
    block(4, '198.51.100.0/24', NOW - 1), block(5, '198.51.100.128/25', NOW + 60_000), block(6, '2001:db8:ffff::5', NOW + 1),
  ]);

  it('refuses every address of an IPv4 range and only those', () => {
    expect(matcher.match('192.0.2.1', NOW)?.id).toBe(1);
    expect(matcher.match('192.0.2.255', NOW)?.id).toBe(1);
    expect(matcher.match('192.0.3.0', NOW)).toBeUndefined();
    expect(matcher.match('203.0.113.7', NOW)?.id).toBe(2);
    expect(matcher.match('203.0.113.8', NOW)).toBeUndefined();
    expect(matcher.match('::ffff:192.0.2.77', NOW)?.id).toBe(1);
  });

  it('refuses IPv6 addresses inside a range, however they are written', () => {
    expect(matcher.match('2001:db8:abcd:12::1', NOW)?.id).toBe(3);
    expect(matcher.match('2001:0DB8:ABCD:0000:0000:0000:0000:0001', NOW)?.id).toBe(3);
    expect(matcher.match('2001:db8:abce::1', NOW)).toBeUndefined();
    expect(matcher.match('2001:db8:ffff::5', NOW)?.id).toBe(6);
  });

  it('lets an expired block go while an overlapping one still holds', () => {
    // Block 4 has expired; block 5 (the upper half) still holds for a minute.
    expect(matcher.match('198.51.100.10', NOW)).toBeUndefined();
    expect(matcher.match('198.51.100.200', NOW)?.id).toBe(5);
    expect(matcher.match('198.51.100.200', NOW + 60_000)).toBeUndefined();
    expect(matcher.match('2001:db8:ffff::5', NOW + 1)).toBeUndefined();
    expect(matcher.match('198.51.100.10', NOW - 2)?.id).toBe(4);
  });

  it('refuses nothing for an address it cannot read, and nothing when there are no blocks', () => {
    expect(matcher.match('not-an-address', NOW)).toBeUndefined();
    expect(createBlockedAddressMatcher([]).match('192.0.2.1', NOW)).toBeUndefined();
  });
});
