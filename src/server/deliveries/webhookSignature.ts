// The signature a receiver checks: HMAC-SHA256, keyed by the member's secret, over "<timestamp>.<body>", sent as
// `X-Seffaflik-Signature: sha256=<hex>` beside `X-Seffaflik-Timestamp` (epoch seconds), so a replayed old call
// can be told apart. The receiver computes the same and compares in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-seffaflik-signature';
export const TIMESTAMP_HEADER = 'x-seffaflik-timestamp';

export function signWebhook(secret: string, timestamp: number, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

export function verifyWebhook(secret: string, timestamp: number, body: Buffer, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
