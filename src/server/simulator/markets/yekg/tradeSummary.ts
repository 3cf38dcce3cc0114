// What the organised market publishes of a resource type's trading day: the lowest and highest matched price,
// the matched quantity, the trade value (Σ price × quantity, counted in whole kuruş so it is exact) and the
// weighted average price (value ÷ quantity), in lira and converted to dollars and euros at the day's rate.
import type { FxRate } from '../../fx';
import type { CertificateTrade } from './certificateTrades';

export interface TradeSummary {
  matchedQuantity: number;
  minMatchPrice: number;
  maxMatchPrice: number;
  volumeTl: number;
  volumeUsd: number;
  volumeEuro: number;
  aofTl: number;
  aofUsd: number;
  aofEuro: number;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function tradeSummary(trades: readonly CertificateTrade[], fx: FxRate): TradeSummary {
  if (trades.length === 0) throw new Error('tradeSummary: a trading day without trades has no summary');
  let quantity = 0;
  let kurus = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const t of trades) {
    quantity += t.quantity;
    kurus += Math.round(t.price * 100) * t.quantity;
    min = Math.min(min, t.price);
    max = Math.max(max, t.price);
  }
  const volumeTl = kurus / 100;
  const wap = volumeTl / quantity;
  return {
    matchedQuantity: quantity,
    minMatchPrice: min,
    maxMatchPrice: max,
    volumeTl,
    volumeUsd: round2(volumeTl / fx.usdTry),
    volumeEuro: round2(volumeTl / fx.eurTry),
    // The rounded average stays inside [min, max]: both are whole kuruş and the exact average lies between them.
    aofTl: round2(wap),
    aofUsd: round2(wap / fx.usdTry),
    aofEuro: round2(wap / fx.eurTry),
  };
}
