// The YEKDEM portfolio's day-ahead forecast (its generation programme), the wind monitoring centre's view
// (all wind generation, by quarter, against its forecast), the portfolio's imbalance and its cost, and the
// price-independent offer YEKDEM puts into the day-ahead market. Each source's forecast misses its injection by
// a relative error: a slow part (weather systems, ~6 h) and an hourly part, larger for wind and solar than for
// hydro, and small for geothermal and biomass plants, which run steadily. Wind uses one error for the whole
// fleet, so the portfolio's wind forecast is the fleet forecast times YEKDEM's share.
import type { ElectricityDay } from '../../electricityDay';
import type { ImbalancePrices } from '../../imbalancePrices';
import { streamId, type NoiseField } from '../../noise';
import type { EnergyRow } from './licensedHour';

/** Relative forecast error (standard deviation) of each forecast source. */
export const FORECAST_ERROR = {
  ruzgar: 0.16, gunes: 0.09, nehirTipi: 0.06, kanalTipi: 0.06, rezervuarli: 0.04, jeotermal: 0.02, biyokutle: 0.03, biyogaz: 0.03, copGazi: 0.03,
} as const;
type ForecastSource = keyof typeof FORECAST_ERROR;
const FORECAST_SOURCES = Object.keys(FORECAST_ERROR) as ForecastSource[];
const STREAMS = Object.fromEntries(FORECAST_SOURCES.map((s) => [s, { slow: streamId(`yekdem.forecast.${s}.slow`), hour: streamId(`yekdem.forecast.${s}.hour`) }])) as Record<ForecastSource, { slow: number; hour: number }>;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The relative error of a source's forecast at an hour of the world (day × 24 + hour); variance σ². */
export function forecastError(noise: NoiseField, source: ForecastSource, hourIndex: number): number {
  const s = STREAMS[source];
  return FORECAST_ERROR[source] * (0.6 * noise.smooth(s.slow, hourIndex / 6) + 0.8 * noise.normal(s.hour, hourIndex));
}

const forecastOf = (actual: number, error: number): number => Math.max(0, actual * (1 + error));

/**
 * /v1/renewables/data/generation-forecast, MWh. The operator lists no solar column, but solar is in the
 * portfolio's programme, so `toplam` (the whole programme) is more than the listed sources by the solar forecast.
 */
export type ForecastRow = Record<'toplam' | 'ruzgar' | 'geothermal' | 'biyogaz' | 'kanalTipi' | 'nehirTipi' | 'biyokutle' | 'copGazi' | 'rezervuarli' | 'orderQuantity', number>;

export function generationForecast(noise: NoiseField, injection: EnergyRow, hourIndex: number): ForecastRow {
  const f = Object.fromEntries(FORECAST_SOURCES.map((s) => [s, round2(forecastOf(injection[s], forecastError(noise, s, hourIndex)))])) as Record<ForecastSource, number>;
  const toplam = round2(FORECAST_SOURCES.reduce((sum, s) => sum + f[s], 0));
  return {
    toplam, ruzgar: f.ruzgar, geothermal: f.jeotermal, biyogaz: f.biyogaz, kanalTipi: f.kanalTipi, nehirTipi: f.nehirTipi,
    biyokutle: f.biyokutle, copGazi: f.copGazi, rezervuarli: f.rezervuarli,
    // The day-ahead offer (/v1/renewables/data/spot-order): YEKDEM sells its whole programme, price-independent.
    orderQuantity: toplam,
  };
}

/** /v1/renewables/data/res-generation-and-forecast, MW: the wind fleet's hour, its four quarters and its forecast. */
export function windHour(noise: NoiseField, e: ElectricityDay, h: number) {
  const wind = (k: number) => e.generation[Math.min(23, Math.max(0, k))]!.wind;
  const generation = wind(h);
  // The quarters follow the ramp through the hour and average to it.
  const slope = (wind(h + 1) - wind(h - 1)) / 2;
  const quarter = (i: number) => round2(Math.max(0, generation + (slope * (i - 1.5)) / 4));
  return {
    quarter1: quarter(0), quarter2: quarter(1), quarter3: quarter(2), quarter4: quarter(3),
    generation: round2(generation),
    forecast: round2(forecastOf(generation, forecastError(noise, 'ruzgar', e.cal.day * 24 + h))),
  };
}

/**
 * The portfolio's hour in the market (it offers its programme day-ahead): its imbalance (injection − programme, MWh) and what that imbalance costs against selling at the MCP: a surplus is paid the positive
 * imbalance price (below the MCP), a shortfall is bought back at the negative one (above it), TL.
 */
export function portfolioBalance(injectionTotal: number, forecastTotal: number, prices: Pick<ImbalancePrices, 'ptf' | 'positiveImbalance' | 'negativeImbalance'>) {
  const imbalanceQuantity = round2(injectionTotal - forecastTotal);
  const unitCost = imbalanceQuantity >= 0 ? prices.ptf - prices.positiveImbalance : prices.negativeImbalance - prices.ptf;
  return { imbalanceQuantity, imbalanceCost: round2(Math.abs(imbalanceQuantity) * unitCost) };
}
