import { beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../datasets/datasets';
import { MS_PER_DAY } from './calendar';
import { priceCap } from './prices';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from './simulateWorld';

const NEW_DATASETS = [
  'dam.interim-mcp', 'dam.quantities', 'idm.hourly', 'idm.contracts', 'bpm.order-summary', 'imbalance.prices',
  'bilateral.bid-quantity', 'bilateral.offer-quantity', 'consumption.load-estimation-plan', 'dams.daily-volume', 'yekdem.monthly',
];

let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const byTs = (id: string): Map<number, SimRow> => new Map(rows(id).map((r) => [r.ts as number, r]));
const n = (row: SimRow | undefined, key: string): number => Number(row?.[key]);
const round2 = (x: number): number => Math.round(x * 100) / 100;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const capOf = (ts: number): number => { const d = new Date(ts); return priceCap(d.getUTCFullYear(), d.getUTCMonth() + 1); };

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-01-01', endDay: '2025-06-30' });
});

describe('electricity markets: registry and determinism', () => {
  it('registers every new dataset and fills it', () => {
    for (const id of NEW_DATASETS) {
      expect(datasets.some((d) => d.id === id), id).toBe(true);
      expect(rows(id).length, id).toBeGreaterThan(0);
    }
  });

  it('gives a short range exactly the rows of a longer run for its days (monthly settlement included)', () => {
    const short = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-03-01', endDay: '2024-03-10' });
    const long = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-01-01', endDay: '2024-04-30' });
    const from = Date.UTC(2024, 2, 1);
    const to = Date.UTC(2024, 2, 11);
    for (const id of NEW_DATASETS) {
      const expected = long.datasets[id]!.filter((r) => (r.ts as number) >= from && (r.ts as number) < to);
      expect(short.datasets[id], id).toEqual(expected);
      expect(expected.length, id).toBeGreaterThan(0);
    }
  });
});

describe('day-ahead: interim MCP and volumes', () => {
  it('publishes an interim MCP equal to the final one in most hours and a small correction in a few', () => {
    const mcp = byTs('dam.mcp');
    const interim = rows('dam.interim-mcp');
    const differing = interim.filter((r) => n(r, 'marketTradePrice') !== n(mcp.get(r.ts as number), 'price'));
    expect(differing.length / interim.length).toBeGreaterThan(0.01);
    expect(differing.length / interim.length).toBeLessThan(0.08);
    for (const r of differing) {
      const final = n(mcp.get(r.ts as number), 'price');
      const p = n(r, 'marketTradePrice');
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(capOf(r.ts as number));
      expect(Math.abs(p - final)).toBeLessThanOrEqual(Math.max(1.01, 0.026 * final));
    }
  });

  it('matches bids and offers to the dam.mcp volume, values trades at the MCP and keeps every part within its side', () => {
    const mcp = byTs('dam.mcp');
    for (const q of rows('dam.quantities')) {
      const m = mcp.get(q.ts as number)!;
      expect(n(q, 'matchedBids')).toBe(n(m, 'volume'));
      expect(n(q, 'matchedOffers')).toBe(n(m, 'volume'));
      expect(n(q, 'volumeOfAsk')).toBeCloseTo(round2(n(m, 'price') * n(m, 'volume')), 2);
      const bidParts = n(q, 'bidVolume') + n(q, 'amountOfPurchasingTowardsMatchedBlock') + n(q, 'matchedFlexibleBuyingOfferQuantity');
      const offerParts = n(q, 'offerVolume') + n(q, 'amountOfSalesTowardsMatchedBlock') + n(q, 'matchedFlexibleSellingOfferQuantity');
      expect(bidParts).toBeLessThan(n(q, 'matchedBids'));
      expect(offerParts).toBeLessThan(n(q, 'matchedOffers'));
      expect(n(q, 'bidQuantity')).toBeGreaterThan(n(q, 'matchedBids'));
      expect(n(q, 'offerQuantity')).toBeGreaterThan(n(q, 'matchedOffers'));
    }
  });
});

describe('intraday market (idm)', () => {
  it('trades around the MCP: mostly within ±10 %, a little below on average, closer when the system is balanced', () => {
    const mcp = byTs('dam.mcp');
    const smp = byTs('bpm.smp');
    const rel = { balanced: [] as number[], other: [] as number[] };
    const diffs: number[] = [];
    let within = 0;
    let counted = 0;
    for (const r of rows('idm.hourly')) {
      const p = n(mcp.get(r.ts as number), 'price');
      const wap = n(r, 'wap');
      diffs.push(wap - p);
      if (p <= 300) continue;
      counted++;
      if (Math.abs(wap / p - 1) <= 0.1) within++;
      (n(smp.get(r.ts as number), 'smpDirectionId') === 3 ? rel.balanced : rel.other).push(Math.abs(wap / p - 1));
    }
    expect(within / counted).toBeGreaterThan(0.85);
    expect(mean(rel.balanced)).toBeLessThan(0.5 * mean(rel.other));
    const meanPrice = mean(rows('dam.mcp').map((r) => n(r, 'price')));
    expect(mean(diffs) / meanPrice).toBeGreaterThan(-0.03);
    expect(mean(diffs) / meanPrice).toBeLessThan(0.005);
    // data-stats table B3: mean |WAP − MCP| 118 TL (2024), 141 TL (2025)
    expect(mean(diffs.map(Math.abs))).toBeGreaterThan(60);
    expect(mean(diffs.map(Math.abs))).toBeLessThan(180);
  });

  it('keeps min ≤ WAP ≤ max ≤ cap, values trades at the WAP and names the hourly contract after the hour', () => {
    for (const r of rows('idm.hourly')) {
      const ts = r.ts as number;
      expect(n(r, 'minMatchingPrice')).toBeLessThanOrEqual(n(r, 'wap'));
      expect(n(r, 'wap')).toBeLessThanOrEqual(n(r, 'maxMatchingPrice'));
      expect(n(r, 'maxMatchingPrice')).toBeLessThanOrEqual(capOf(ts));
      expect(n(r, 'clearingQuantityAsk')).toBe(n(r, 'clearingQuantityBid'));
      expect(Math.abs(n(r, 'tradingVolume') - n(r, 'wap') * n(r, 'clearingQuantityAsk'))).toBeLessThan(0.01);
      expect(r.contractName).toBe(r.kontratAdi);
      const d = new Date(ts).toISOString();
      expect(r.contractName).toBe(`PH${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${d.slice(11, 13)}`);
    }
  });

  it('lists 24 hourly and 6 four-hour block contracts a day with unique ids, the hourly ones traded in idm.hourly', () => {
    const contracts = rows('idm.contracts');
    const days = rows('dam.mcp').length / 24;
    expect(contracts).toHaveLength(days * 30);
    expect(new Set(contracts.map((c) => c.kontratId)).size).toBe(contracts.length);
    expect(new Set(contracts.map((c) => c.kontratAd)).size).toBe(contracts.length);
    const hourly = contracts.filter((c) => c.kontratTur === 1).map((c) => c.kontratAd);
    expect(hourly).toEqual(rows('idm.hourly').map((r) => r.contractName));
    expect(contracts.filter((c) => c.kontratTur === 2).every((c) => /^PB\d{8}-04$/.test(String(c.kontratAd)))).toBe(true);
  });

  it('trades about 5 % of consumption', () => {
    const consumption = rows('consumption.realtime').reduce((a, r) => a + n(r, 'consumption'), 0);
    const traded = rows('idm.hourly').reduce((a, r) => a + n(r, 'clearingQuantityAsk'), 0);
    expect(traded / consumption).toBeGreaterThan(0.035);
    expect(traded / consumption).toBeLessThan(0.08);
  });
});

describe('balancing instructions and imbalance prices', () => {
  it('instructs up in deficit hours and down in surplus hours, more when the SMP moved further from the MCP', () => {
    const smp = byTs('bpm.smp');
    const mcp = byTs('dam.mcp');
    const deficitNear: number[] = [];
    const deficitFar: number[] = [];
    for (const o of rows('bpm.order-summary')) {
      const s = smp.get(o.ts as number)!;
      const dir = n(s, 'smpDirectionId');
      const up = n(o, 'upRegulationZeroCoded') + n(o, 'upRegulationOneCoded') + n(o, 'upRegulationTwoCoded');
      const down = n(o, 'downRegulationZeroCoded') + n(o, 'downRegulationOneCoded') + n(o, 'downRegulationTwoCoded');
      expect(n(o, 'upRegulationDelivered')).toBeLessThanOrEqual(up + 0.05);
      expect(n(o, 'downRegulationDelivered')).toBeLessThanOrEqual(down + 0.05);
      expect(n(o, 'net')).toBeCloseTo(n(o, 'upRegulationDelivered') - n(o, 'downRegulationDelivered'), 1);
      if (dir === 1) {
        expect(n(o, 'net')).toBeGreaterThan(0);
        expect(n(o, 'upRegulationZeroCoded')).toBeGreaterThan(n(o, 'downRegulationZeroCoded'));
        const p = n(mcp.get(o.ts as number), 'price');
        (n(s, 'systemMarginalPrice') === p ? deficitNear : deficitFar).push(n(o, 'upRegulationZeroCoded'));
      } else if (dir === 2) {
        expect(n(o, 'net')).toBeLessThan(0);
        expect(n(o, 'downRegulationZeroCoded')).toBeGreaterThan(n(o, 'upRegulationZeroCoded'));
      }
    }
    expect(mean(deficitFar)).toBeGreaterThan(1.3 * mean(deficitNear));
  });

  it('prices imbalances from the same hour\'s MCP and SMP: min × 0.97 and max × 1.03', () => {
    const smp = byTs('bpm.smp');
    const mcp = byTs('dam.mcp');
    for (const r of rows('imbalance.prices')) {
      const p = n(mcp.get(r.ts as number), 'price');
      const s = smp.get(r.ts as number)!;
      expect(n(r, 'ptf')).toBe(p);
      expect(n(r, 'smf')).toBe(n(s, 'systemMarginalPrice'));
      expect(n(r, 'positiveImbalance')).toBe(round2(Math.min(p, n(s, 'systemMarginalPrice')) * 0.97));
      expect(n(r, 'negativeImbalance')).toBe(round2(Math.max(p, n(s, 'systemMarginalPrice')) * 1.03));
      expect(r.systemStatus).toBe(s.systemDirection);
    }
  });
});

describe('bilateral contracts and the load forecast plan', () => {
  it('balances bids and offers and covers ≈ 62 % of consumption with a flatter profile', () => {
    const offers = byTs('bilateral.offer-quantity');
    const consumption = byTs('consumption.realtime');
    let q = 0;
    let c = 0;
    for (const r of rows('bilateral.bid-quantity')) {
      expect(n(r, 'quantity')).toBe(n(offers.get(r.ts as number), 'quantity'));
      q += n(r, 'quantity');
      c += n(consumption.get(r.ts as number), 'consumption');
    }
    expect(q / c).toBeGreaterThan(0.55);
    expect(q / c).toBeLessThan(0.7);
    // Swing within a day (max/min) is smaller than consumption's.
    const day = (id: string, key: string) => rows(id).slice(24 * 10, 24 * 11).map((r) => n(r, key));
    const swing = (xs: number[]) => Math.max(...xs) / Math.min(...xs);
    expect(swing(day('bilateral.bid-quantity', 'quantity'))).toBeLessThan(swing(day('consumption.realtime', 'consumption')));
  });

  it('forecasts consumption with ≈ 2 % mean absolute error and no bias', () => {
    const consumption = byTs('consumption.realtime');
    const errors = rows('consumption.load-estimation-plan').map((r) => n(r, 'lep') / n(consumption.get(r.ts as number), 'consumption') - 1);
    expect(mean(errors.map(Math.abs))).toBeGreaterThan(0.015);
    expect(mean(errors.map(Math.abs))).toBeLessThan(0.025);
    expect(Math.abs(mean(errors))).toBeLessThan(0.002);
  });
});

describe('dam volumes', () => {
  it('derives volume and fullness from the same day\'s level of each dam', () => {
    const kot = new Map(rows('dams.daily-kot').map((r) => [`${r.ts as number}:${r.damId}`, n(r, 'dailyKot')]));
    const series = new Map<number, { kot: number; full: number }[]>();
    for (const r of rows('dams.daily-volume')) {
      const k = kot.get(`${r.ts as number}:${r.damId}`)!;
      expect(r.damName).toBe(r.dam);
      expect(r.basinName).toBe(r.basin);
      expect(n(r, 'activeFullnessAmount')).toBeGreaterThanOrEqual(0);
      expect(n(r, 'activeFullnessAmount')).toBeLessThanOrEqual(100);
      expect(n(r, 'volume')).toBeCloseTo(n(r, 'minVolume') + n(r, 'activeVolume'), 1);
      expect(n(r, 'activeVolume')).toBeCloseTo((n(r, 'maxVolume') - n(r, 'minVolume')) * n(r, 'activeFullnessAmount') / 100, 0);
      const list = series.get(n(r, 'damId')) ?? [];
      list.push({ kot: k, full: n(r, 'activeFullnessAmount') });
      series.set(n(r, 'damId'), list);
    }
    // Higher level ⇒ fuller, for every dam.
    for (const list of series.values()) {
      const sorted = [...list].sort((a, b) => a.kot - b.kot);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.full).toBeGreaterThanOrEqual(sorted[i - 1]!.full);
    }
  });

  it('holds snapshot-sized active volumes on 2025-11-18 (data-stats §18)', () => {
    const day = simulateWorld({ seed: DEFAULT_SEED, startDay: '2025-11-18', endDay: '2025-11-18' }).datasets['dams.daily-volume']!;
    const real: Record<string, number> = { ALTINKAYA: 878, ERMENEK: 652, BOYABAT: 580, SARIYAR: 481, 'KILIÇKAYA': 475 };
    for (const [dam, volume] of Object.entries(real)) {
      const v = n(day.find((r) => r.dam === dam), 'activeVolume');
      expect(v, dam).toBeGreaterThan(0.6 * volume);
      expect(v, dam).toBeLessThan(1.5 * volume);
    }
    expect(Math.max(...day.map((r) => n(r, 'activeVolume')))).toBeLessThan(1.3 * 878);
  });
});

describe('YEKDEM monthly settlement', () => {
  it('settles each month from its hours: mean MCP, cost by source, income at the MCP, net cost per MWh', () => {
    const months = rows('yekdem.monthly');
    expect(months).toHaveLength(18);
    const mcp = rows('dam.mcp');
    const consumption = rows('consumption.realtime');
    for (const m of months) {
      const start = new Date(m.ts as number);
      expect(start.getUTCDate()).toBe(1);
      expect(start.getUTCHours()).toBe(0);
      const end = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
      const inMonth = (r: SimRow) => (r.ts as number) >= (m.ts as number) && (r.ts as number) < end;
      const prices = mcp.filter(inMonth).map((r) => n(r, 'price'));
      expect(n(m, 'ptf')).toBeCloseTo(mean(prices), 1);
      const sources = ['ruzgar', 'geothermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'];
      expect(n(m, 'toplam')).toBeCloseTo(sources.reduce((a, k) => a + n(m, k), 0), 1);
      const mwh = consumption.filter(inMonth).reduce((a, r) => a + n(r, 'consumption'), 0);
      expect(n(m, 'unitCost')).toBeCloseTo((n(m, 'toplam') - n(m, 'portfolioIncome')) / mwh, 0);
      expect(n(m, 'supplierUnitCost')).toBeGreaterThan(n(m, 'unitCost'));
      expect(m.version).toBe(`${new Date(end + 14 * MS_PER_DAY).toISOString().slice(0, 10)}T00:00:00+03:00`);
      // Income never exceeds the cost at a 2024–2025 MCP below the tariffs.
      expect(n(m, 'portfolioIncome')).toBeLessThan(n(m, 'toplam'));
    }
    // Cheap months (spring solar and snowmelt) cost the mechanism more per MWh.
    const sorted = [...months].sort((a, b) => n(a, 'ptf') - n(b, 'ptf'));
    expect(mean(sorted.slice(0, 6).map((m) => n(m, 'unitCost')))).toBeGreaterThan(mean(sorted.slice(-6).map((m) => n(m, 'unitCost'))));
  });
});
