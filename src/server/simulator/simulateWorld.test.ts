import { beforeAll, describe, expect, it } from 'vitest';
import { datasets, findDataset, GENERATION_SOURCES } from '../datasets/datasets';
import { calendarDay, MS_PER_DAY, MS_PER_HOUR, parseDay } from './calendar';
import { DAMS } from './dams';
import { MMBTU_PER_1000_SM3 } from './gas';
import { priceCap } from './prices';
import { REFERENCE_STATS } from './referenceStats';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from './simulateWorld';

const START = '2024-01-01';
const END = '2026-11-23';
let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const n = (row: SimRow | undefined, key: string): number => Number(row?.[key]);
const date = (row: SimRow): Date => new Date(n(row, 'ts'));
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const round2 = (x: number): number => Math.round(x * 100) / 100;

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: START, endDay: END });
});

describe('simulateWorld: shape', () => {
  it('fills every dataset of the registry with the registry field names', () => {
    // A view over another dataset's rows (viewOf) is built in the store, never simulated.
    for (const def of datasets.filter((d) => !d.viewOf)) {
      const list = rows(def.id);
      expect(list.length, def.id).toBeGreaterThan(0);
      // A rolled-up dataset (generation.realtime) is simulated as its rollup: no member dimensions.
      const dims = def.rollupTable ? [] : def.dimensions.map((d) => d.name);
      const expected = [...(def.grain === 'none' ? [] : ['ts']), ...dims, ...def.fields.map((f) => f.name)].sort();
      expect(Object.keys(list[0]!).sort(), def.id).toEqual(expected);
    }
  });

  it('gives one row per hour (hourly data) or per day (daily data) over the inclusive range, starting at local midnight', () => {
    const days = parseDay(END) - parseDay(START) + 1;
    for (const id of ['dam.mcp', 'bpm.smp', 'consumption.realtime', 'generation.realtime']) {
      const list = rows(id);
      expect(list).toHaveLength(days * 24);
      expect(n(list[0], 'ts')).toBe(Date.UTC(2024, 0, 1, 0));
      expect(n(list.at(-1), 'ts')).toBe(Date.UTC(2026, 10, 23, 23));
      for (let i = 1; i < list.length; i++) if (n(list[i], 'ts') - n(list[i - 1], 'ts') !== MS_PER_HOUR) throw new Error(`${id} gap at ${i}`);
    }
    for (const id of ['fx.daily', 'gas.drp']) expect(rows(id)).toHaveLength(days);
    for (const id of ['gas.sgp-price', 'gas.balancing-gas-price', 'gas.daily-matched-quantity', 'gas.daily-trade-volume', 'gas.sgp-totals', 'gas.transmission']) {
      expect(rows(id), id).toHaveLength(days);
    }
    expect(rows('gas.storage')).toHaveLength(days * 2);
    expect(rows('dams.daily-kot')).toHaveLength(days * DAMS.length);
    expect(rows('fx.daily').every((r) => n(r, 'ts') % MS_PER_DAY === 0)).toBe(true);
  });
});

describe('simulateWorld: determinism', () => {
  const range = { startDay: '2025-03-01', endDay: '2025-04-15' };
  it('gives byte-identical data for the same seed and different data for another seed', () => {
    const a = JSON.stringify(simulateWorld({ seed: 7, ...range }));
    const b = JSON.stringify(simulateWorld({ seed: 7, ...range }));
    const c = JSON.stringify(simulateWorld({ seed: 8, ...range }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('gives the same rows for a sub-range as a longer run (published data never changes)', () => {
    const part = simulateWorld({ seed: DEFAULT_SEED, startDay: '2025-06-10', endDay: '2025-06-12' });
    for (const id of Object.keys(part.datasets)) {
      const sub = part.datasets[id]!;
      if (findDataset(id)?.grain === 'none') { expect(sub, id).toEqual(rows(id)); continue; }
      if (sub.length === 0) continue; // a monthly dataset has no row in a range without a month's first day
      const first = n(sub[0], 'ts');
      const from = rows(id).findIndex((r) => n(r, 'ts') === first);
      expect(rows(id).slice(from, from + sub.length), id).toEqual(sub);
    }
  });

  it('rejects malformed days and inverted ranges', () => {
    expect(() => simulateWorld({ seed: 1, startDay: '2025-02-30', endDay: '2025-03-01' })).toThrow();
    expect(() => simulateWorld({ seed: 1, startDay: '2025-03-02', endDay: '2025-03-01' })).toThrow();
  });
});

describe('day-ahead price (dam.mcp)', () => {
  it('stays within [0, cap] and the cap steps with the regulated limit', () => {
    const maxByMonth = new Map<string, number>();
    for (const r of rows('dam.mcp')) {
      const d = date(r);
      const cap = priceCap(d.getUTCFullYear(), d.getUTCMonth() + 1);
      const p = n(r, 'price');
      if (!(p >= 0 && p <= cap)) throw new Error(`price ${p} outside [0, ${cap}] at ${d.toISOString()}`);
      const key = d.toISOString().slice(0, 7);
      maxByMonth.set(key, Math.max(maxByMonth.get(key) ?? 0, p));
    }
    expect(priceCap(2024, 6)).toBe(2700);
    expect(priceCap(2024, 7)).toBe(3000);
    expect(priceCap(2025, 4)).toBe(3400);
    expect(priceCap(2026, 4)).toBe(4500);
    // The cap is reached repeatedly under each regime.
    expect(maxByMonth.get('2024-01')).toBe(2700);
    expect(maxByMonth.get('2024-08')).toBe(3000);
    expect(maxByMonth.get('2025-08')).toBe(3400);
  });

  it('converts to USD and EUR at the previous day’s rate', () => {
    const fx = new Map(rows('fx.daily').map((r) => [n(r, 'ts'), r]));
    for (const r of rows('dam.mcp')) {
      const dayTs = Math.floor(n(r, 'ts') / MS_PER_DAY) * MS_PER_DAY;
      const prev = fx.get(dayTs - MS_PER_DAY);
      if (!prev) continue; // the first day's previous rate lies outside the range
      if (n(r, 'priceUsd') !== round2(n(r, 'price') / n(prev, 'usdTry'))) throw new Error(`USD mismatch at ${date(r).toISOString()}`);
      if (n(r, 'priceEur') !== round2(n(r, 'price') / n(prev, 'eurTry'))) throw new Error(`EUR mismatch at ${date(r).toISOString()}`);
    }
  });

  it('matches the real yearly mean levels in TL and USD within ±15 %', () => {
    for (const year of [2024, 2025]) {
      const ref = REFERENCE_STATS.find((r) => r.year === year)!;
      const list = rows('dam.mcp').filter((r) => date(r).getUTCFullYear() === year);
      expect(mean(list.map((r) => n(r, 'price'))) / ref.ptfMeanTl).toBeGreaterThan(0.85);
      expect(mean(list.map((r) => n(r, 'price'))) / ref.ptfMeanTl).toBeLessThan(1.15);
      expect(mean(list.map((r) => n(r, 'priceUsd'))) / ref.ptfMeanUsd!).toBeGreaterThan(0.85);
      expect(mean(list.map((r) => n(r, 'priceUsd'))) / ref.ptfMeanUsd!).toBeLessThan(1.15);
    }
  });

  it('has the duck curve: cheap solar noon, expensive evening, deeper in 2025 than 2024', () => {
    const ratio = (year: number, hour: number): number => {
      const list = rows('dam.mcp').filter((r) => date(r).getUTCFullYear() === year);
      return mean(list.filter((r) => date(r).getUTCHours() === hour).map((r) => n(r, 'price'))) / mean(list.map((r) => n(r, 'price')));
    };
    expect(ratio(2024, 12)).toBeLessThan(0.8);
    expect(ratio(2025, 12)).toBeLessThan(ratio(2024, 12));
    expect(ratio(2025, 19)).toBeGreaterThan(1.15);
  });

  it('has zero prices in daylight hours of low-demand spring and autumn months, not at night or in midsummer', () => {
    const zeros = rows('dam.mcp').filter((r) => n(r, 'price') === 0 && date(r).getUTCFullYear() < 2026);
    expect(zeros.length).toBeGreaterThan(0);
    const solar = zeros.filter((r) => date(r).getUTCHours() >= 8 && date(r).getUTCHours() <= 16);
    const lowDemandMonth = zeros.filter((r) => [2, 3, 4, 5, 6, 9, 10, 11].includes(date(r).getUTCMonth() + 1));
    expect(solar.length / zeros.length).toBeGreaterThan(0.9);
    expect(lowDemandMonth.length / zeros.length).toBeGreaterThan(0.9);
  });

  it('is cheaper on Sundays and clusters on round numbers', () => {
    const list = rows('dam.mcp').filter((r) => date(r).getUTCFullYear() === 2025);
    const sunday = mean(list.filter((r) => date(r).getUTCDay() === 0).map((r) => n(r, 'price')));
    const midweek = mean(list.filter((r) => [2, 3, 4].includes(date(r).getUTCDay())).map((r) => n(r, 'price')));
    expect(sunday / midweek).toBeLessThan(0.9);
    const integers = list.filter((r) => Number.isInteger(n(r, 'price'))).length / list.length;
    expect(integers).toBeGreaterThan(0.35);
    expect(integers).toBeLessThan(0.55);
  });

  it('responds to the residual load of the same hour', () => {
    const cons = rows('consumption.realtime');
    const gen = rows('generation.realtime');
    const x: number[] = [];
    const y: number[] = [];
    rows('dam.mcp').forEach((r, i) => {
      if (date(r).getUTCFullYear() !== 2025) return;
      const g = gen[i]!;
      const embedded = n(cons[i], 'consumption') - n(g, 'total');
      x.push(n(cons[i], 'consumption') - embedded - n(g, 'sun') - n(g, 'wind') - n(g, 'river'));
      y.push(n(r, 'price'));
    });
    const mx = mean(x);
    const my = mean(y);
    let sxy = 0; let sxx = 0; let syy = 0;
    x.forEach((v, i) => { sxy += (v - mx) * (y[i]! - my); sxx += (v - mx) ** 2; syy += (y[i]! - my) ** 2; });
    expect(sxy / Math.sqrt(sxx * syy)).toBeGreaterThan(0.5);
  });

  it('reports a matched volume of 30–45 % of consumption', () => {
    const cons = rows('consumption.realtime');
    rows('dam.mcp').forEach((r, i) => {
      const share = n(r, 'volume') / n(cons[i], 'consumption');
      if (share < 0.299 || share > 0.451) throw new Error(`volume share ${share}`);
    });
  });
});

describe('balancing (bpm.smp)', () => {
  it('puts SMP on the side of MCP that the system direction says', () => {
    const mcp = rows('dam.mcp');
    const names: Record<number, string> = { 1: 'Enerji Açığı', 2: 'Enerji Fazlası', 3: 'Dengede' };
    rows('bpm.smp').forEach((r, i) => {
      const s = n(r, 'systemMarginalPrice');
      const m = n(mcp[i], 'price');
      const id = n(r, 'smpDirectionId');
      const d = date(r);
      if (r.region !== 'TR1' || r.systemDirection !== names[id]) throw new Error(`bad region/direction ${JSON.stringify(r)}`);
      if (s < 0 || s > priceCap(d.getUTCFullYear(), d.getUTCMonth() + 1)) throw new Error(`SMP ${s} out of range`);
      if ((id === 1 && s < m) || (id === 2 && s > m) || (id === 3 && s !== m)) throw new Error(`direction ${id} with SMP ${s} vs MCP ${m}`);
    });
  });

  it('has realistic direction shares and a mean SMP slightly below MCP', () => {
    const list = rows('bpm.smp').filter((r) => date(r).getUTCFullYear() === 2025);
    const share = (id: number): number => list.filter((r) => n(r, 'smpDirectionId') === id).length / list.length;
    expect(share(1)).toBeGreaterThan(0.5);
    expect(share(1)).toBeLessThan(0.67);
    expect(share(2)).toBeGreaterThan(0.3);
    expect(share(3)).toBeLessThan(0.05);
    const mcpMean = mean(rows('dam.mcp').filter((r) => date(r).getUTCFullYear() === 2025).map((r) => n(r, 'price')));
    const ratio = mean(list.map((r) => n(r, 'systemMarginalPrice'))) / mcpMean;
    expect(ratio).toBeGreaterThan(0.92);
    expect(ratio).toBeLessThan(1.02);
  });
});

describe('consumption and generation', () => {
  it('matches the real yearly consumption level and is lower on Sundays', () => {
    for (const year of [2024, 2025]) {
      const ref = REFERENCE_STATS.find((r) => r.year === year)!;
      const list = rows('consumption.realtime').filter((r) => date(r).getUTCFullYear() === year);
      expect(Math.abs(mean(list.map((r) => n(r, 'consumption'))) / ref.consumptionMeanMw! - 1)).toBeLessThan(0.05);
      const sunday = mean(list.filter((r) => date(r).getUTCDay() === 0).map((r) => n(r, 'consumption')));
      for (const wd of [1, 2, 3, 4, 5]) {
        expect(sunday).toBeLessThan(mean(list.filter((r) => date(r).getUTCDay() === wd).map((r) => n(r, 'consumption'))));
      }
    }
  });

  it('drops on Bayram days', () => {
    const daily = (day: string): number => mean(rows('consumption.realtime')
      .filter((r) => calendarDay(Math.floor(n(r, 'ts') / MS_PER_DAY)).key === day).map((r) => n(r, 'consumption')));
    expect(daily('2025-03-31') / daily('2025-03-24')).toBeLessThan(0.8); // Ramazan Bayramı day 2 vs the Monday before
    expect(daily('2024-06-17') / daily('2024-06-10')).toBeLessThan(0.8); // Kurban Bayramı
  });

  it('has total = sum of sources, no sun at night and only small net imports', () => {
    for (const r of rows('generation.realtime')) {
      const cents = GENERATION_SOURCES.reduce((a, s) => a + Math.round(n(r, s) * 100), 0);
      if (cents !== Math.round(n(r, 'total') * 100)) throw new Error(`total mismatch at ${date(r).toISOString()}`);
      const h = date(r).getUTCHours();
      if ((h <= 3 || h >= 21) && n(r, 'sun') !== 0) throw new Error(`sun at night ${date(r).toISOString()}`);
      if (Math.abs(n(r, 'importExport')) > 3000) throw new Error('net import too large');
      for (const s of GENERATION_SOURCES) if (s !== 'importExport' && n(r, s) < 0) throw new Error(`negative ${s}`);
    }
  });

  it('reproduces the real generation mix within 3 percentage points', () => {
    for (const year of [2024, 2025]) {
      const ref = REFERENCE_STATS.find((r) => r.year === year)!;
      const list = rows('generation.realtime').filter((r) => date(r).getUTCFullYear() === year);
      const domestic = list.reduce((a, r) => a + n(r, 'total') - n(r, 'importExport'), 0);
      for (const [source, share] of Object.entries(ref.generationShares)) {
        const sim = list.reduce((a, r) => a + n(r, source), 0) / domestic;
        expect(Math.abs(sim - share), `${year} ${source}`).toBeLessThan(0.03);
      }
    }
  });

  it('leaves a midday gap between consumption and generation: embedded solar', () => {
    const cons = rows('consumption.realtime');
    const gap = (hour: number): number => mean(rows('generation.realtime')
      .map((g, i) => ({ g, c: cons[i]! }))
      .filter(({ g }) => date(g).getUTCFullYear() === 2025 && date(g).getUTCHours() === hour)
      .map(({ g, c }) => n(c, 'consumption') - n(g, 'total')));
    expect(gap(12)).toBeGreaterThan(8000);
    expect(Math.abs(gap(2))).toBeLessThan(300);
  });
});

describe('daily series', () => {
  it('keeps FX constant over weekends and in the expected ranges', () => {
    const fx = rows('fx.daily');
    for (let i = 1; i < fx.length; i++) {
      const d = date(fx[i]!);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) expect(n(fx[i], 'usdTry')).toBe(n(fx[i - 1], 'usdTry'));
      const eurUsd = n(fx[i], 'eurTry') / n(fx[i], 'usdTry');
      if (eurUsd < 1.0 || eurUsd > 1.22) throw new Error(`EURUSD ${eurUsd}`);
    }
    const yearMean = (y: number): number => mean(fx.filter((r) => date(r).getUTCFullYear() === y).map((r) => n(r, 'usdTry')));
    expect(yearMean(2024)).toBeGreaterThan(30);
    expect(yearMean(2024)).toBeLessThan(35);
    expect(yearMean(2026)).toBeGreaterThan(42);
    expect(yearMean(2026)).toBeLessThan(48);
  });

  it('moves the gas reference price in steps and converts it at the previous day’s rate', () => {
    const gas = rows('gas.drp');
    const fx = rows('fx.daily');
    let small = 0;
    for (let i = 1; i < gas.length; i++) {
      const change = Math.abs(n(gas[i], 'grfTl') / n(gas[i - 1], 'grfTl') - 1);
      if (change < 0.03) small++;
      if (n(gas[i], 'grfUsd') !== round2(n(gas[i], 'grfTl') / n(fx[i - 1], 'usdTry'))) throw new Error('grfUsd mismatch');
      if (n(gas[i], 'grfEur') !== round2(n(gas[i], 'grfTl') / n(fx[i - 1], 'eurTry'))) throw new Error('grfEur mismatch');
      if (Math.abs(n(gas[i], 'grfUsdMmBtu') - n(gas[i], 'grfUsd') / MMBTU_PER_1000_SM3) > 0.002) throw new Error('MMBtu mismatch');
    }
    expect(small / (gas.length - 1)).toBeGreaterThan(0.95);
    const mean2025 = mean(gas.filter((r) => date(r).getUTCFullYear() === 2025).map((r) => n(r, 'grfTl')));
    expect(Math.abs(mean2025 / 13647 - 1)).toBeLessThan(0.1);
  });

  it('keeps every dam between its minimum and maximum level, fills them in spring and moves them smoothly', () => {
    const byId = new Map(DAMS.map((d) => [d.id, d]));
    const last = new Map<number, number>();
    const june: number[] = [];
    const february: number[] = [];
    for (const r of rows('dams.daily-kot')) {
      const dam = byId.get(n(r, 'damId'))!;
      const kot = n(r, 'dailyKot');
      if (r.dam !== dam.name || r.basin !== dam.basin) throw new Error(`dam row does not match registry ${JSON.stringify(r)}`);
      if (kot < dam.minKot || kot > dam.maxKot) throw new Error(`${dam.name} ${kot} outside [${dam.minKot}, ${dam.maxKot}]`);
      const prev = last.get(dam.id);
      if (prev !== undefined && Math.abs(kot - prev) > 0.75) throw new Error(`${dam.name} jumps ${kot - prev} m`);
      last.set(dam.id, kot);
      const fill = (kot - dam.minKot) / (dam.maxKot - dam.minKot);
      const m = date(r).getUTCMonth() + 1;
      if (m === 6) june.push(fill);
      if (m === 2) february.push(fill);
    }
    expect(mean(june)).toBeGreaterThan(mean(february) + 0.1);
  });
});

describe('natural gas and registry datasets', () => {
  it('ties the gas rows together: spot prices around GRF, points adding up to the system balance', () => {
    const grf = new Map(rows('gas.drp').map((r) => [n(r, 'ts'), n(r, 'grfTl')]));
    for (const r of rows('gas.sgp-price')) {
      if (Math.abs(n(r, 'weightedAverage') / grf.get(n(r, 'ts'))! - 1) > 0.025) throw new Error(`AOF far from GRF at ${date(r).toISOString()}`);
    }
    const entries = new Map<number, number>();
    for (const r of rows('gas.transmission.entry-point')) entries.set(n(r, 'ts'), (entries.get(n(r, 'ts')) ?? 0) + n(r, 'entryAmount'));
    const stock = new Map<number, number>();
    for (const r of rows('gas.storage')) stock.set(n(r, 'ts'), (stock.get(n(r, 'ts')) ?? 0) + n(r, 'stockAmount'));
    for (const r of rows('gas.transmission')) {
      expect(entries.get(n(r, 'ts'))).toBe(n(r, 'entryAmount'));
      expect(stock.get(n(r, 'ts'))).toBe(n(r, 'stockAmount'));
    }
  });

  it('links units to plants and owners, districts to provinces and gas flows to registry points', () => {
    const plantIds = new Set(rows('registry.power-plants').map((r) => n(r, 'id')));
    const orgIds = new Set(rows('registry.organizations').map((r) => n(r, 'organizationId')));
    for (const u of rows('registry.generation-units')) {
      if (!plantIds.has(n(u, 'powerPlantId')) || !orgIds.has(n(u, 'orgId'))) throw new Error(`unit ${u.id} links nowhere`);
    }
    const provinceIds = new Set(rows('registry.provinces').map((r) => n(r, 'id')));
    expect(rows('registry.districts').every((d) => provinceIds.has(n(d, 'provinceId')))).toBe(true);
    expect(rows('registry.distribution-companies').every((d) => orgIds.has(n(d, 'organizationId')))).toBe(true);
    const inputs = new Set(rows('registry.gas-points').filter((p) => p.pointType === 'INPUT').map((p) => n(p, 'pointId')));
    expect(rows('gas.transmission.entry-point').every((r) => inputs.has(n(r, 'pointId')))).toBe(true);
  });
});
