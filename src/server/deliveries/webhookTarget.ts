// Where a member's webhook may point: an https address on the public internet. Loopback, private, link-local
// and other reserved addresses are refused (the server must not be a way into its own network), both when the
// order is saved (a literal address or "localhost") and when it is sent (every address the name resolves to).
// Tests allow plain http to 127.0.0.1 (allowPrivateTargets: WEBHOOK_ALLOW_PRIVATE=true).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const MAX_URL = 500;

export function checkWebhookUrl(value: unknown, allowPrivateTargets: boolean): { tr: string; en: string } | undefined {
  let url: URL;
  try {
    if (typeof value !== 'string' || value.length > MAX_URL) throw new Error('not a text');
    url = new URL(value);
  } catch {
    return { tr: 'Geçerli bir https adresi yazın (en çok 500 karakter).', en: 'Give a valid https address (at most 500 characters).' };
  }
  if (url.username || url.password) return { tr: 'Adreste kullanıcı adı ya da parola olamaz.', en: 'The address cannot carry a user name or password.' };
  if (url.protocol !== 'https:' && !(allowPrivateTargets && url.protocol === 'http:')) return { tr: 'Adres https ile başlamalı.', en: 'The address must start with https.' };
  if (!allowPrivateTargets && isPrivateHost(url.hostname)) return { tr: 'Yerel ya da özel ağ adreslerine gönderim yapılamaz.', en: 'Deliveries cannot go to local or private network addresses.' };
  return undefined;
}

/** Resolves the host and refuses it when any of its addresses is not public. */
export async function assertPublicTarget(url: string, allowPrivateTargets: boolean): Promise<void> {
  if (allowPrivateTargets) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new Error(`refused: ${host} resolves to a local or private address`);
}

function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
      || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe8') || v6.startsWith('fe9') || v6.startsWith('fea') || v6.startsWith('feb') || v6.startsWith('ff');
}
