import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('password hashes', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('Piyasa-verisi-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Piyasa');
    expect(await verifyPassword('Piyasa-verisi-2026', hash)).toBe(true);
    expect(await verifyPassword('piyasa-verisi-2026', hash)).toBe(false);
    expect(await hashPassword('Piyasa-verisi-2026')).not.toBe(hash);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
