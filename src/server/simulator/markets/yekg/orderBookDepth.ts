// The organised market's submitted bid (buy) and ask (sell) quantities of a resource type's trading day: always
// above what was matched, bids 1.3–2.1 × and asks 1.5–2.4 × the matched quantity (sellers, the plants, offer
// more than buyers ask for), whole certificates.
import { streamId, type NoiseField } from '../../noise';
import { CERTIFICATE_SOURCES, type CertificateSource } from './certificateSources';

export interface OrderBookDepth { alisTeklifMiktari: number; satisTeklifMiktari: number }

const N_BID = streamId('yekg.market.bid');
const N_ASK = streamId('yekg.market.ask');

export function orderBookDepth(noise: NoiseField, day: number, source: CertificateSource, matchedQuantity: number): OrderBookDepth {
  const index = day * CERTIFICATE_SOURCES.length + CERTIFICATE_SOURCES.indexOf(source);
  return {
    alisTeklifMiktari: Math.ceil(matchedQuantity * (1.3 + 0.8 * noise.uniform(N_BID, index))),
    satisTeklifMiktari: Math.ceil(matchedQuantity * (1.5 + 0.9 * noise.uniform(N_ASK, index))),
  };
}
