// Real EPİAŞ statistics the simulator is calibrated to, transcribed from shared/reference/data-stats.md
// (aggregates only, no rows). 2026 covers 1 Jan – 3 May only, so its figures are not comparable with a
// full simulated year; they are kept for completeness.
import type { CalibrationReport, YearCalibration } from './calibrationReport';

export interface ReferenceYear {
  year: number;
  partial: boolean;
  ptfMeanTl: number;
  ptfMeanUsd?: number;
  ptfMeanEur?: number;
  ptfHour12Ratio: number;
  ptfHour19Ratio: number;
  ptfWeekdayProfile: number[];
  ptfZeroHours: number;
  ptfCapShare: number;
  smpMeanTl: number;
  smpAbovePtfShare: number;
  smpBelowPtfShare: number;
  smpEqualPtfShare: number;
  consumptionMeanMw?: number;
  generationShares: Record<string, number>;
  usdTryMean: number;
  eurTryMean: number;
  gasGrfMeanTl?: number;
  embeddedGapAtNoonMw?: number;
  /** Intraday WAP − PTF, TL/MWh: its mean and the mean of its absolute value (table B3). */
  idmWapMinusPtfMeanTl?: number;
  idmWapAbsDiffMeanTl?: number;
}

export const REFERENCE_STATS: readonly ReferenceYear[] = [
  {
    year: 2024, partial: false, ptfMeanTl: 2235.52, ptfMeanUsd: 68.1, ptfMeanEur: 62.91, ptfHour12Ratio: 0.67, ptfHour19Ratio: 1.22,
    ptfWeekdayProfile: [1.01, 1.04, 1.05, 1.06, 1.04, 0.97, 0.81], ptfZeroHours: 4, ptfCapShare: 0.125,
    smpMeanTl: 2178.93, smpAbovePtfShare: 0.469, smpBelowPtfShare: 0.303, smpEqualPtfShare: 0.228, consumptionMeanMw: 39013,
    generationShares: { naturalGas: 0.197, importCoal: 0.232, lignite: 0.129, dammedHydro: 0.177, river: 0.055, wind: 0.113, sun: 0.016, geothermal: 0.032, biomass: 0.027, blackCoal: 0.014 },
    usdTryMean: 32.774, eurTryMean: 35.476, embeddedGapAtNoonMw: 8042, idmWapMinusPtfMeanTl: -25.61, idmWapAbsDiffMeanTl: 118.3,
  },
  {
    year: 2025, partial: false, ptfMeanTl: 2619.81, ptfMeanUsd: 66.42, ptfMeanEur: 58.92, ptfHour12Ratio: 0.57, ptfHour19Ratio: 1.24,
    ptfWeekdayProfile: [1.03, 1.04, 1.05, 1.04, 1.04, 0.97, 0.83], ptfZeroHours: 42, ptfCapShare: 0.138,
    smpMeanTl: 2525.58, smpAbovePtfShare: 0.483, smpBelowPtfShare: 0.306, smpEqualPtfShare: 0.211, consumptionMeanMw: 40236,
    generationShares: { naturalGas: 0.241, importCoal: 0.234, lignite: 0.12, dammedHydro: 0.128, river: 0.049, wind: 0.121, sun: 0.024, geothermal: 0.033, biomass: 0.026, blackCoal: 0.014 },
    usdTryMean: 39.421, eurTryMean: 44.62, gasGrfMeanTl: 13647, embeddedGapAtNoonMw: 11172, idmWapMinusPtfMeanTl: -11.6, idmWapAbsDiffMeanTl: 141.48,
  },
  {
    year: 2026, partial: true, ptfMeanTl: 1838.72, ptfMeanUsd: 42.18, ptfMeanEur: 36.02, ptfHour12Ratio: 0.67, ptfHour19Ratio: 1.62,
    ptfWeekdayProfile: [1.07, 1.12, 1.11, 1.03, 0.99, 0.96, 0.74], ptfZeroHours: 163, ptfCapShare: 0.113,
    smpMeanTl: 1849.78, smpAbovePtfShare: 0.377, smpBelowPtfShare: 0.421, smpEqualPtfShare: 0.202,
    generationShares: { naturalGas: 0.136, importCoal: 0.178, lignite: 0.115, dammedHydro: 0.24, river: 0.085, wind: 0.145, sun: 0.018, geothermal: 0.035, biomass: 0.025, blackCoal: 0.013 },
    usdTryMean: 43.813, eurTryMean: 51.25,
  },
];

/** Share of hours whose imbalance prices are round(min(PTF, SMF) × 0.97, 2) and round(max × 1.03, 2): data-stats §11. */
export const IMBALANCE_PRICE_RULE_SHARE = 1;

export interface ComparisonRow { year: number; metric: string; simulated: number; real: number; partialReal: boolean }

/** Simulated vs real, metric by metric, for the years both sides have (ready to print as a table). */
export function compareWithReference(report: CalibrationReport): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  for (const sim of report.years) {
    const ref = REFERENCE_STATS.find((r) => r.year === sim.year);
    if (!ref) continue;
    const add = (metric: string, simulated: number, real: number | undefined): void => {
      if (real !== undefined) rows.push({ year: sim.year, metric, simulated, real, partialReal: ref.partial });
    };
    add('PTF mean TL/MWh', sim.ptfMeanTl, ref.ptfMeanTl);
    add('PTF mean USD/MWh', sim.ptfMeanUsd, ref.ptfMeanUsd);
    add('PTF mean EUR/MWh', sim.ptfMeanEur, ref.ptfMeanEur);
    add('PTF 12h / mean', sim.ptfHour12Ratio, ref.ptfHour12Ratio);
    add('PTF 19h / mean', sim.ptfHour19Ratio, ref.ptfHour19Ratio);
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach((d, i) => add(`PTF ${d} / mean`, sim.ptfWeekdayProfile[i]!, ref.ptfWeekdayProfile[i]));
    add('PTF zero hours', sim.ptfZeroHours, ref.ptfZeroHours);
    add('PTF share of hours at cap', sim.ptfCapShare, ref.ptfCapShare);
    add('SMF mean TL/MWh', sim.smpMeanTl, ref.smpMeanTl);
    add('SMF > PTF share', sim.smpAbovePtfShare, ref.smpAbovePtfShare);
    add('SMF < PTF share', sim.smpBelowPtfShare, ref.smpBelowPtfShare);
    add('SMF = PTF share', sim.smpEqualPtfShare, ref.smpEqualPtfShare);
    add('Consumption mean MW', sim.consumptionMeanMw, ref.consumptionMeanMw);
    for (const [source, share] of Object.entries(ref.generationShares)) add(`Generation share ${source}`, sim.generationShares[source] ?? 0, share);
    add('USDTRY mean', sim.usdTryMean, ref.usdTryMean);
    add('EURTRY mean', sim.eurTryMean, ref.eurTryMean);
    add('GRF mean TL/1000 Sm³', sim.gasGrfMeanTl, ref.gasGrfMeanTl);
    add('Consumption − generation at 12h, MW', sim.embeddedGapAtNoonMw, ref.embeddedGapAtNoonMw);
    // The rule is measured on 2015–2019 (every non-zero hour): the same real figure stands beside every year.
    add('Imbalance price rule share (real: 2015–2019)', sim.imbalancePriceRuleShare, IMBALANCE_PRICE_RULE_SHARE);
    add('IDM WAP − PTF mean TL/MWh', sim.idmWapMinusPtfMeanTl, ref.idmWapMinusPtfMeanTl);
    add('IDM |WAP − PTF| mean TL/MWh', sim.idmWapAbsDiffMeanTl, ref.idmWapAbsDiffMeanTl);
  }
  return rows;
}

/** The constants in the shape of a calibration year (what data-stats.md does not give is left out). */
export function referenceAsCalibration(ref: ReferenceYear): Partial<YearCalibration> & { year: number } {
  return {
    year: ref.year, ptfMeanTl: ref.ptfMeanTl, ptfMeanUsd: ref.ptfMeanUsd, ptfMeanEur: ref.ptfMeanEur,
    ptfHour12Ratio: ref.ptfHour12Ratio, ptfHour19Ratio: ref.ptfHour19Ratio, ptfWeekdayProfile: ref.ptfWeekdayProfile,
    ptfZeroHours: ref.ptfZeroHours, ptfCapShare: ref.ptfCapShare, smpMeanTl: ref.smpMeanTl,
    smpAbovePtfShare: ref.smpAbovePtfShare, smpBelowPtfShare: ref.smpBelowPtfShare, smpEqualPtfShare: ref.smpEqualPtfShare,
    consumptionMeanMw: ref.consumptionMeanMw, generationShares: ref.generationShares, usdTryMean: ref.usdTryMean,
    eurTryMean: ref.eurTryMean, gasGrfMeanTl: ref.gasGrfMeanTl, embeddedGapAtNoonMw: ref.embeddedGapAtNoonMw,
    idmWapMinusPtfMeanTl: ref.idmWapMinusPtfMeanTl, idmWapAbsDiffMeanTl: ref.idmWapAbsDiffMeanTl,
  };
}
