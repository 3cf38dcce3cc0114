import { describe, expect, it } from 'vitest';
import { DISTRICTS, PROVINCE_LIST, provinceId, titleCaseTr } from './provinces';

describe('provinces and districts', () => {
  it('has the 81 provinces numbered by licence plate', () => {
    expect(PROVINCE_LIST).toHaveLength(81);
    expect(provinceId('Adana')).toBe(1);
    expect(provinceId('Ankara')).toBe(6);
    expect(provinceId('İstanbul')).toBe(34);
    expect(provinceId('İzmir')).toBe(35);
    expect(provinceId('Düzce')).toBe(81);
    expect(() => provinceId('Atlantis')).toThrow();
  });

  it('gives every province a central district and unique district ids that encode the province', () => {
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(DISTRICTS.length);
    expect(DISTRICTS.length).toBeGreaterThan(300);
    for (const p of PROVINCE_LIST) {
      const own = DISTRICTS.filter((d) => d.provinceId === p.id);
      expect(own.map((d) => d.name), p.name).toContain('Merkez');
      expect(new Set(own.map((d) => d.name)).size).toBe(own.length);
      for (const d of own) expect(Math.floor(d.id / 100)).toBe(p.id);
    }
    expect(DISTRICTS.find((d) => d.name === 'Şereflikoçhisar')?.provinceId).toBe(6);
    expect(DISTRICTS.some((d) => d.name === 'Ambarlı' || d.name === 'Niğde')).toBe(false); // a neighbourhood, a seat
  });

  it('title-cases with Turkish dotted and dotless i', () => {
    expect(titleCaseTr('İSKENDERUN')).toBe('İskenderun');
    expect(titleCaseTr('KIRIKHAN')).toBe('Kırıkhan');
    expect(titleCaseTr('ÇAYELİ')).toBe('Çayeli');
  });
});
