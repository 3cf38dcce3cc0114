import { describe, expect, it } from 'vitest';
import { UnsafeIdentifier, quoteIdentifier, sqlName } from './sqlIdentifier';

describe('sqlIdentifier', () => {
  it('passes the names of the registry and descriptors', () => {
    expect(sqlName('dam_mcp')).toBe('dam_mcp');
    expect(quoteIdentifier('powerPlantId')).toBe('"powerPlantId"');
    expect(quoteIdentifier('_x1')).toBe('"_x1"');
  });

  it.each([
    'price" --', 'price; DROP TABLE accounts', '1 --', 'a b', '"', '', 'read_text(\'/etc/passwd\')', 'ğ', 'x\u0000', '1abc',
    'a'.repeat(64), '(SELECT 1)', 'price\u202e',
  ])('refuses %j', (name) => {
    expect(() => quoteIdentifier(name)).toThrow(UnsafeIdentifier);
    expect(() => sqlName(name)).toThrow(UnsafeIdentifier);
  });

  it('refuses what is not a string', () => {
    expect(() => sqlName(1 as unknown as string)).toThrow(UnsafeIdentifier);
    expect(() => sqlName({ toString: () => 'x' } as unknown as string)).toThrow(UnsafeIdentifier);
  });
});
