import { describe, expect, it } from 'vitest';
import { foldSearchText } from './foldSearchText';
import type { MenuNode } from './menuNode';
import { menuSearchScore } from './menuSearchScore';

const node = (labelTr: string, labelEn: string): MenuNode => ({ id: 1, labelTr, labelEn, menuOrder: 0, urlTr: null, urlEn: null, children: [], nofav: false, externalSelf: false });
const generation = node('Üretim', 'Generation');
const realtime = node('Gerçek Zamanlı Üretim', 'Real-Time Generation');
const dayAhead = node('Gün Öncesi Piyasası (GÖP)', 'Day-Ahead Market (DAM)');
const mcp = node('Piyasa Takas Fiyatı (PTF)', 'Market Clearing Price (MCP)');

describe('menu search', () => {
  it('folds case and Turkish letters', () => {
    expect(foldSearchText('ÜRETİM')).toBe('uretim');
    expect(foldSearchText('Iğdır')).toBe('igdir');
    expect(foldSearchText('Gün Öncesi (GÖP)')).toBe('gun oncesi gop');
  });

  it('finds "Üretim" from "uretim" and ranks the exact title first', () => {
    const exact = menuSearchScore(generation, [], 'uretim', 'tr');
    const inside = menuSearchScore(realtime, [], 'uretim', 'tr');
    expect(exact).toBe(0);
    expect(inside).not.toBeNull();
    expect(exact!).toBeLessThan(inside!);
  });

  it('matches the other language after the reader’s own', () => {
    const own = menuSearchScore(realtime, [], 'generation', 'en')!;
    const foreign = menuSearchScore(realtime, [], 'generation', 'tr')!;
    expect(foreign).toBeGreaterThan(own);
  });

  it('matches group names and words spread over group and title', () => {
    expect(menuSearchScore(mcp, [dayAhead], 'gun oncesi', 'tr')).toBe(10);
    expect(menuSearchScore(mcp, [dayAhead], 'day-ahead price', 'en')).toBe(11);
    expect(menuSearchScore(mcp, [dayAhead], 'weather', 'en')).toBeNull();
  });

  it('puts the page whose abbreviation is the query before pages that only mention it', () => {
    const interim = node('Kesinleşmemiş PTF (KPTF)', 'Interim MCP (I.MCP)');
    expect(menuSearchScore(mcp, [], 'ptf', 'tr')!).toBeLessThan(menuSearchScore(interim, [], 'ptf', 'tr')!);
    expect(menuSearchScore(interim, [], 'kptf', 'tr')!).toBeLessThan(menuSearchScore(mcp, [], 'kptf', 'tr') ?? Infinity);
  });

  it('puts a title holding the query as a word before longer titles that merely start with it', () => {
    const monthly = node('PTF Aylık Aritmetik Ortalaması', 'MCP Monthly Arithmetic Average');
    expect(menuSearchScore(mcp, [], 'ptf', 'tr')!).toBeLessThan(menuSearchScore(monthly, [], 'ptf', 'tr')!);
    expect(menuSearchScore(monthly, [], 'ptf ay', 'tr')).not.toBeNull();
  });
});
