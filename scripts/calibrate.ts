// npm run calibrate: simulates the default world (DEFAULT_SEED, 2024-01-01 → the last complete month) and prints,
// per year, its key statistics beside the real ones: computed from ../shared/data/real/ with the importers'
// parsers when that folder exists, otherwise the constants of referenceStats.ts (transcribed from data-stats.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRealWorld } from '../src/server/importers/readRealWorld';
import { calibrationReport, type YearCalibration } from '../src/server/simulator/calibrationReport';
import { REFERENCE_STATS, referenceAsCalibration } from '../src/server/simulator/referenceStats';
import { SNAPSHOT_TOTAL_GWH } from '../src/server/simulator/markets/damEnergy/energyProvisionSnapshot';
import { DEFAULT_SEED, simulateWorld } from '../src/server/simulator/simulateWorld';

type Year = Partial<YearCalibration> & { year: number };
interface Metric { label: string; unit: string; get: (y: Year) => number | undefined; percent?: boolean; digits?: number }

const REAL_DIR = resolve('../shared/data/real');
const now = new Date(Date.now() + 3 * 3_600_000); // Istanbul wall clock
const endDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
const startDay = '2024-01-01';

const started = Date.now();
const simulated = calibrationReport(simulateWorld({ seed: DEFAULT_SEED, startDay, endDay })).years;
const simSeconds = (Date.now() - started) / 1000;

let realYears: Year[];
let realLabel: string;
let realSource: string;
if (existsSync(REAL_DIR)) {
  const world = await readRealWorld(REAL_DIR);
  realYears = calibrationReport(world).years;
  realLabel = 'real';
  realSource = `computed from ${world.files.length} files in ${REAL_DIR} (read with src/server/importers)`;
} else {
  realYears = REFERENCE_STATS.map(referenceAsCalibration);
  realLabel = 'ref';
  realSource = `${REAL_DIR} is absent: constants of src/server/simulator/referenceStats.ts (from data-stats.md)`;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** A data-stats level per year, for a line the real files cannot give: "2024 −25.6, 2025 −11.6". */
function referenceLevels(key: 'idmWapMinusPtfMeanTl' | 'idmWapAbsDiffMeanTl'): string {
  return REFERENCE_STATS.flatMap((r) => (r[key] === undefined ? [] : [`${r.year} ${r[key]!.toFixed(1)}`])).join(', ');
}

const SOURCES = ['naturalGas', 'importCoal', 'lignite', 'dammedHydro', 'river', 'wind', 'sun', 'geothermal', 'biomass', 'blackCoal'];
const DIRECTIONS = ['deficit', 'surplus', 'balanced'] as const;
const METRICS: Metric[] = [
  { label: 'hours with MCP', unit: 'h', get: (y) => y.hours, digits: 0 },
  { label: 'MCP mean', unit: 'TL/MWh', get: (y) => y.ptfMeanTl, digits: 2 },
  { label: 'MCP mean', unit: 'USD/MWh', get: (y) => y.ptfMeanUsd, digits: 2 },
  { label: 'MCP 12h / yearly mean', unit: 'ratio', get: (y) => y.ptfHour12Ratio, digits: 2 },
  { label: 'MCP 19h / yearly mean', unit: 'ratio', get: (y) => y.ptfHour19Ratio, digits: 2 },
  ...DAYS.map((d, i): Metric => ({ label: `MCP ${d} / yearly mean`, unit: 'ratio', get: (y) => y.ptfWeekdayProfile?.[i], digits: 2 })),
  { label: 'MCP = 0 hours', unit: 'h', get: (y) => y.ptfZeroHours, digits: 0 },
  { label: 'MCP = 0 share', unit: '%', get: (y) => y.ptfZeroShare, percent: true },
  { label: 'MCP at the month\'s cap', unit: '%', get: (y) => y.ptfCapShare, percent: true },
  { label: 'SMP mean', unit: 'TL/MWh', get: (y) => y.smpMeanTl, digits: 2 },
  { label: 'SMP > MCP', unit: '%', get: (y) => y.smpAbovePtfShare, percent: true },
  { label: 'SMP < MCP', unit: '%', get: (y) => y.smpBelowPtfShare, percent: true },
  { label: 'SMP = MCP', unit: '%', get: (y) => y.smpEqualPtfShare, percent: true },
  ...DIRECTIONS.flatMap((d): Metric[] => [
    { label: `${d} hours`, unit: '%', get: (y) => y.directionShares?.[d], percent: true },
    { label: `  ${d}: SMP > MCP`, unit: '%', get: (y) => y.smpVsPtfByDirection?.[d].above, percent: true },
    { label: `  ${d}: SMP < MCP`, unit: '%', get: (y) => y.smpVsPtfByDirection?.[d].below, percent: true },
    { label: `  ${d}: SMP = MCP`, unit: '%', get: (y) => y.smpVsPtfByDirection?.[d].equal, percent: true },
  ]),
  { label: 'consumption mean', unit: 'MW', get: (y) => y.consumptionMeanMw, digits: 0 },
  { label: 'consumption peak', unit: 'MW', get: (y) => y.consumptionPeakMw, digits: 0 },
  ...SOURCES.map((s): Metric => ({ label: `generation share ${s}`, unit: '%', get: (y) => y.generationShares?.[s], percent: true })),
  { label: 'net imports', unit: 'TWh', get: (y) => y.netImportTwh, digits: 2 },
  { label: 'consumption − generation', unit: 'MW', get: (y) => y.consumptionGenerationGapMw, digits: 0 },
  { label: 'consumption − generation at 12h', unit: 'MW', get: (y) => y.embeddedGapAtNoonMw, digits: 0 },
  { label: 'USD/TRY mean', unit: 'TL', get: (y) => y.usdTryMean, digits: 3 },
  // The importers read no intraday prices: the real levels are data-stats table B3's, named in the label.
  { label: `IDM WAP − MCP mean (real ${referenceLevels('idmWapMinusPtfMeanTl')})`, unit: 'TL/MWh', get: (y) => y.idmWapMinusPtfMeanTl },
  { label: `IDM |WAP − MCP| mean (real ${referenceLevels('idmWapAbsDiffMeanTl')})`, unit: 'TL/MWh', get: (y) => y.idmWapAbsDiffMeanTl },
  // The importers keep no imbalance prices: the real 100 % is data-stats §11's (every non-zero hour of 2015–2019).
  { label: 'imbalance price rule (real: 100 %)', unit: '%', get: (y) => y.imbalancePriceRuleShare, percent: true },
  // The real files hold one day of it: the operator's 2025-11-18 snapshot (energyProvisionSnapshot.ts).
  { label: `dam water energy provision on 18 Nov (real 2025: ${SNAPSHOT_TOTAL_GWH} GWh)`, unit: 'GWh', get: (y) => y.damEnergyProvisionNov18Gwh, digits: 1 },
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i): Metric => ({ label: `consumption ${m}`, unit: 'TWh', get: (y) => y.consumptionByMonthTwh?.[i], digits: 2 })),
  // No real long-term forecast: its bias is set beside the load plan's (data-stats §17: −468 MW, about −1.2 %).
  { label: 'demand forecast bias (plan: −1.2)', unit: '%', get: (y) => y.demandForecastBiasPct, digits: 2 },
];

const cell = (m: Metric, y: Year | undefined): string => {
  const v = y ? m.get(y) : undefined;
  if (v === undefined || !Number.isFinite(v)) return '—';
  return m.percent ? (v * 100).toFixed(1) : v.toLocaleString('en-US', { minimumFractionDigits: m.digits ?? 2, maximumFractionDigits: m.digits ?? 2 });
};

const years = simulated.map((y) => y.year);
const head = ['metric'.padEnd(34), 'unit'.padEnd(8), ...years.flatMap((y) => [`${y} sim`.padStart(10), `${y} ${realLabel}`.padStart(10)])];
console.log(head.join(' '));
console.log('-'.repeat(head.join(' ').length));
for (const m of METRICS) {
  const values = years.flatMap((year) => [cell(m, simulated.find((y) => y.year === year)), cell(m, realYears.find((y) => y.year === year))]);
  console.log([m.label.padEnd(34), m.unit.padEnd(8), ...values.map((v) => v.padStart(10))].join(' '));
}
// The real files state the system direction only up to 2019-05: show the latest full year that has it.
const directed = realYears.filter((y) => y.hours !== undefined && y.hours >= 8760 && Number.isFinite(y.directionShares?.deficit)).at(-1);
if (directed) {
  const pct = (x: number | undefined) => (x === undefined ? '—' : `${(x * 100).toFixed(1)} %`);
  console.log(`\n${realLabel} system direction in ${directed.year} (latest full year with a direction column):`);
  for (const d of DIRECTIONS) {
    const s = directed.smpVsPtfByDirection?.[d];
    console.log(`  ${d.padEnd(8)} ${pct(directed.directionShares?.[d]).padStart(7)} of hours; SMP > MCP ${pct(s?.above)}, < ${pct(s?.below)}, = ${pct(s?.equal)}`);
  }
}

console.log(`
Legend
  sim   simulated world, seed ${DEFAULT_SEED}, ${startDay} → ${endDay} (last complete month; ${simSeconds.toFixed(1)} s)
  ${realLabel.padEnd(5)} ${realSource}
  Years the real data covers only in part (see "hours with MCP"; 2026 real ends 2026-05-03) are not comparable with a full year.
  ratio = hour-of-day or weekday mean / yearly mean; % = share of hours (generation: share of domestic generation,
  net imports excluded); cap = the month's price cap of the simulator's cap table (prices.ts, from data-stats.md);
  SMP > / < / = MCP per direction = of the hours with that system direction (the real files state it only up to 2019-05);
  consumption − generation = real-time consumption minus the generation total, mean over the hours both have.
  — = not available in that source.`);
