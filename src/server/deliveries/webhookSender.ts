// Sends one delivery to a member's webhook: POST of the file itself (its content type, the file name in
// Content-Disposition) or of a JSON link (the report's export call for the period), signed (webhookSignature.ts).
// Redirects are not followed and a call gets 10 s: anything but a 2xx is a failed attempt.
import { assertPublicTarget } from './webhookTarget';
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhookSignature';

export interface WebhookCall {
  url: string;
  secret: string;
  deliveryId: number;
  orderId: number;
  body: Buffer;
  contentType: string;
  fileName?: string;
  at: Date;
  allowPrivateTargets: boolean;
}

export interface SendOutcome { ok: boolean; responseCode: number | null; error?: string }

const TIMEOUT_MS = 10_000;

export async function sendWebhook(call: WebhookCall): Promise<SendOutcome> {
  const timestamp = Math.floor(call.at.getTime() / 1000);
  try {
    await assertPublicTarget(call.url, call.allowPrivateTargets);
    const response = await fetch(call.url, {
      method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': call.contentType,
        ...(call.fileName ? { 'content-disposition': `attachment; filename="${call.fileName}"` } : {}),
        'user-agent': 'Seffaflik-Deliveries/1',
        'x-seffaflik-delivery': String(call.deliveryId),
        'x-seffaflik-order': String(call.orderId),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(call.secret, timestamp, call.body),
      },
      body: new Uint8Array(call.body),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? { ok: true, responseCode: response.status } : { ok: false, responseCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, responseCode: null, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  }
}
