import { describe, expect, it } from 'vitest';
import { signInClientKey } from './signInClientKey';

describe('signInClientKey', () => {
  it('keeps an IPv4 address, also one mapped into IPv6', () => {
    expect(signInClientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(signInClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as the same client, and another /64 as another', () => {
    const one = signInClientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(signInClientKey('2001:0db8:0001:0002::1')).toBe(one);
    expect(signInClientKey('2001:db8:1:2::ffff:1.2.3.4')).toBe(one);
    expect(signInClientKey('2001:db8:1:3::1')).not.toBe(one);
    expect(signInClientKey('::1')).toBe('0:0:0:0::/64');
    expect(signInClientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(signInClientKey('unknown')).toBe('unknown');
  });
});
