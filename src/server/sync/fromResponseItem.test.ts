import { describe, expect, it } from 'vitest';
import { fromResponseItem, ItemMappingError, wallMsOf } from './fromResponseItem';

const num = (name: string) => ({ name, type: 'DOUBLE' as const });
const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('a response item back to a dataset row', () => {
  const mcp = { timeKey: 'date', hourKey: 'hour', fields: [{ key: 'price', field: num('price') }, { key: 'priceUsd', field: num('priceUsd') }], fixed: [] };

  it('takes ts as the Istanbul wall clock of a +03:00 date and checks it against the hour column', () => {
    expect(fromResponseItem({ date: '2024-07-29T13:00:00+03:00', hour: '13:00', price: 2500.5, priceUsd: 77.01 }, mcp))
      .toEqual({ ts: wall('2024-07-29T13:00:00'), price: 2500.5, priceUsd: 77.01 });
    expect(() => fromResponseItem({ date: '2024-07-29T13:00:00+03:00', hour: '14:00', price: 1 }, mcp)).toThrow(/disagree/);
  });

  it('adds the hour column to a date given at midnight', () => {
    expect(fromResponseItem({ date: '2024-07-29T00:00:00+03:00', hour: '23:00', price: null, priceUsd: 1 }, mcp))
      .toEqual({ ts: wall('2024-07-29T23:00:00'), price: null, priceUsd: 1 });
  });

  it('moves dates published with another offset to Istanbul time', () => {
    expect(wallMsOf('2024-07-29T10:00:00Z')).toBe(wall('2024-07-29T13:00:00'));
    expect(wallMsOf('2024-07-29T12:00:00.000+02:00')).toBe(wall('2024-07-29T13:00:00'));
    expect(wallMsOf('2024-07-28T21:00:00Z')).toBe(wall('2024-07-29T00:00:00'));
  });

  it('rejects dates, hours and values that are not what the dataset stores', () => {
    expect(() => wallMsOf('29.07.2024')).toThrow(ItemMappingError);
    expect(() => wallMsOf('2024-02-30T00:00:00+03:00')).toThrow(/not a real date/);
    expect(() => fromResponseItem({ date: '2024-07-29T00:00:00+03:00', hour: '1 pm', price: 1 }, mcp)).toThrow(/not an HH:mm hour/);
    expect(() => fromResponseItem({ date: '2024-07-29T00:00:00+03:00', hour: '01:00', price: '1,5' }, mcp)).toThrow(/price "1,5" is not a number/);
    expect(() => fromResponseItem({ hour: '01:00', price: 1 }, mcp)).toThrow(/has no date/);
  });

  it('reads dimensions from item columns and from the request that fixed them', () => {
    const dams = {
      timeKey: 'date',
      fields: [
        { key: 'basin', field: { name: 'basin', type: 'VARCHAR' as const } },
        { key: 'damId', field: { name: 'damId', type: 'BIGINT' as const } },
        { key: 'dailyKot', field: num('dailyKot') },
      ],
      fixed: [{ key: 'region', field: { name: 'region', type: 'VARCHAR' as const } }],
    };
    expect(fromResponseItem({ date: '2024-08-01T00:00:00+03:00', basin: 'Fırat', damId: 12, dailyKot: 842.1, extra: 'ignored' }, dams, { region: 'TR1' }))
      .toEqual({ ts: wall('2024-08-01T00:00:00'), basin: 'Fırat', damId: 12, dailyKot: 842.1, region: 'TR1' });
    expect(() => fromResponseItem({ date: '2024-08-01T00:00:00+03:00', basin: 'Fırat', damId: 1.5, dailyKot: 1 }, dams)).toThrow(/damId 1.5 is not an integer/);
  });

  it('gives registry rows (no time key) without ts', () => {
    expect(fromResponseItem({ id: 6, name: 'Artvin' }, { fields: [{ key: 'id', field: { name: 'id', type: 'INTEGER' } }, { key: 'name', field: { name: 'name', type: 'VARCHAR' } }], fixed: [] }))
      .toEqual({ id: 6, name: 'Artvin' });
  });
});
