// The market module of YEK-G certificates (see ../marketDayModule.ts): the registry's monthly flows (issued,
// cancelled, expired, withdrawn; certificateStock.ts) at each month's first day, and on every registry working
// day the organised market's rows per resource type (certificateTrades.ts, tradeSummary.ts, orderBookDepth.ts)
// and the bilateral transfers (bilateralTransfers.ts).
import type { MarketDayModule } from '../marketDayModule';
import { CERTIFICATE_SOURCES, RESOURCE_TYPES, totalOf, zeroPerSource, type PerSource } from './certificateSources';
import { certificateMonth, monthIndex, ORIGIN_MONTH } from './certificateStock';
import { certificateReferencePrice } from './certificatePrice';
import { certificateTrades } from './certificateTrades';
import { certifiedGenerationOfDay } from './certifiedGeneration';
import { bilateralTransfers } from './bilateralTransfers';
import { issuedInMonth, issuedInPreviousMonth } from './issuedByMonth';
import { orderBookDepth } from './orderBookDepth';
import { tradeSummary } from './tradeSummary';

export const YEKG_DATASETS = {
  issued: 'yekg.issued',
  cancelled: 'yekg.cancelled',
  expired: 'yekg.expired',
  withdrawn: 'yekg.withdrawn',
  market: 'yekg.market',
  matchingQuantity: 'yekg.matching-quantity',
  bilateralContracts: 'yekg.bilateral-contracts',
} as const;

/** A row of per-source amounts as the registry's quantity services name them (windAmount … totalAmount). */
export function toAmountRow(values: PerSource): Record<string, number> {
  const row: Record<string, number> = {};
  for (const s of CERTIFICATE_SOURCES) row[`${s}Amount`] = values[s];
  row.totalAmount = totalOf(values);
  return row;
}

/** A row of the bilateral contract service, whose field names differ (wind, sun, hydro …, total). */
export function toBilateralRow(values: PerSource): Record<string, number> {
  return {
    wind: values.wind, sun: values.solar, hydro: values.hydroPower, geothermal: values.geothermal, biomass: values.biomass,
    total: totalOf(values),
  };
}

export const yekgModule: MarketDayModule = {
  name: 'yekg',
  datasets: Object.values(YEKG_DATASETS),
  addDay(ctx) {
    const { cal } = ctx.e;
    if (cal.dayOfMonth === 1) {
      const month = monthIndex(cal.year, cal.month);
      const issued = issuedInMonth(ctx.noise, cal.day, ctx.chainOf);
      // The registry's first month opens empty: no earlier issue to read.
      const previous = month > ORIGIN_MONTH ? issuedInPreviousMonth(ctx.noise, cal.day) : null;
      const flows = certificateMonth(ctx.noise, month, issued, previous);
      for (const flow of ['issued', 'cancelled', 'expired', 'withdrawn'] as const) {
        ctx.push(YEKG_DATASETS[flow], { ts: cal.ts, ...toAmountRow(flows[flow]) });
      }
    }
    // The registry and its market work on bank working days.
    if (!cal.isBusinessDay) return;
    const generation = certifiedGenerationOfDay(ctx.e);
    const matched = zeroPerSource();
    for (const source of CERTIFICATE_SOURCES) {
      const trades = certificateTrades(ctx.noise, cal.day, source, generation[source], certificateReferencePrice(ctx.noise, cal.day, source));
      const summary = tradeSummary(trades, ctx.e.fxPrevious);
      matched[source] = summary.matchedQuantity;
      ctx.push(YEKG_DATASETS.market, {
        ts: cal.ts, resourceType: RESOURCE_TYPES[source], ...summary, ...orderBookDepth(ctx.noise, cal.day, source, summary.matchedQuantity),
      });
    }
    ctx.push(YEKG_DATASETS.matchingQuantity, { ts: cal.ts, ...toAmountRow(matched) });
    ctx.push(YEKG_DATASETS.bilateralContracts, { ts: cal.ts, ...toBilateralRow(bilateralTransfers(ctx.noise, cal.day, generation)) });
  },
};
