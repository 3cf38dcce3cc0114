// The compression a client accepts (Accept-Encoding), brotli before gzip; none for `identity` or q=0.
import type { Encoding } from './answerCache';

/** Clients send a handful of distinct headers: each is read once (a bound, not a policy). */
const known = new Map<string, Encoding | undefined>();
const KNOWN_MAX = 256;

export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : header ?? '';
  if (known.has(text)) return known.get(text);
  const encoding = readEncoding(text);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(text, encoding);
  return encoding;
}

function readEncoding(text: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}
