// The answers kept in memory, least recently used first out, bounded by their bytes. An entry keeps the JSON as
// sent and, made once on demand, its compressed forms, so a cached answer costs neither a query nor a compression.
import { createHash } from 'node:crypto';

export type Encoding = 'br' | 'gzip';

export interface CachedAnswer {
  body: Buffer;
  /** A weak validator: the same JSON may travel compressed or not. */
  etag: string;
  rows: number | null;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface AnswerCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, body: Buffer, rows: number | null): CachedAnswer;
  /** Keeps a compressed form of an entry, counted against the bound too. */
  addEncoding(answer: CachedAnswer, encoding: Encoding, bytes: Buffer): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function createAnswerCache(maxBytes: number): AnswerCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, CachedAnswer>();
  const kept = new WeakSet<CachedAnswer>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const sizeOf = (answer: CachedAnswer) => answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
  const evict = () => {
    for (const [key, answer] of entries) {
      if (bytes <= maxBytes) return;
      entries.delete(key);
      kept.delete(answer);
      bytes -= sizeOf(answer);
    }
  };
  return {
    get(key) {
      const answer = entries.get(key);
      if (!answer) { misses += 1; return undefined; }
      hits += 1;
      entries.delete(key);
      entries.set(key, answer);
      return answer;
    },
    set(key, body, rows) {
      const old = entries.get(key);
      if (old) { entries.delete(key); kept.delete(old); bytes -= sizeOf(old); }
      const answer: CachedAnswer = { body, etag: etagOf(body), rows, encoded: {} };
      // An answer larger than the whole cache is still answered, just not kept.
      if (body.length <= maxBytes) {
        entries.set(key, answer);
        kept.add(answer);
        bytes += body.length;
        evict();
      }
      return answer;
    },
    addEncoding(answer, encoding, encodedBytes) {
      if (answer.encoded[encoding]) return;
      answer.encoded[encoding] = encodedBytes;
      if (kept.has(answer)) {
        bytes += encodedBytes.length;
        evict();
      }
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
