// Answers computed once: a report's data answer is kept under (operation, language, the publication state of its
// dataset, the store's data version, the page's data-range limit, the canonical request), so it is served again
// until the next publication or revision, and never after. Every answer carries a weak ETag (If-None-Match → 304)
// and `Cache-Control: private, no-cache` (a client keeps it but asks each time; the 304 is cheap), and is sent
// compressed (br or gzip, made once per entry) to a client that accepts it. Access control, the rate limit's first
// unit and the usage record still apply to a cached answer; reading and rendering costs are not charged, since
// none are incurred. A big answer arrives as a stream: it is compressed as it goes and kept once complete if it
// is not too big to keep.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { istanbulDay } from '../../engine/format/istanbulDay';
import { bindingDatasetIds, findDataset } from '../datasets/datasets';
import { publishedBefore } from '../datasets/publishedBefore';
import { requestLocale } from '../http/requestLocale';
import type { PageOverlays } from '../page-settings/pageOverlays';
import { readDataVersion } from '../store/dataVersion';
import type { Store } from '../store/store';
import type { AnswerCache, CachedAnswer } from './answerCache';
import { canonicalJson } from './canonicalJson';
import { compressors, compressorStreams, MIN_COMPRESSED_BYTES } from './compressors';
import { negotiateEncoding } from './negotiateEncoding';

interface Options { reports: readonly ReportDescriptor[]; store: Store; overlays: PageOverlays; now: () => Date; cache: AnswerCache }

const keys = new WeakMap<FastifyRequest, string>();

/** The largest streamed answer kept for the next reader (a year of hourly generation by source is about 2.5 MB). */
export const KEEP_STREAMED_MAX_BYTES = 4 * 1024 * 1024;

export function registerAnswerCache(app: FastifyInstance, { reports, store, overlays, now, cache }: Options): void {
  const byRoute = new Map(reports.map((d) => [`/${d.api.service}${d.api.path}`, d]));
  /** The canonical text of each page's data-range limit, made once per limit object (a reload makes new ones). */
  const spanTexts = new WeakMap<object, string>();
  const spanText = (descriptor: ReportDescriptor) => {
    const limit = overlays.spanLimit(descriptor);
    if (!limit) return 'null';
    let text = spanTexts.get(limit);
    if (text === undefined) spanTexts.set(limit, (text = canonicalJson(limit)));
    return text;
  };

  /** What the key needs of a descriptor that never changes while the server runs: its datasets, looked up once. */
  function keyPartsOf(descriptor: ReportDescriptor) {
    const datasets = bindingDatasetIds(descriptor.data).map((id) => findDataset(id));
    return { descriptor, datasets, window: !!descriptor.data.window };
  }

  function keyWith(request: FastifyRequest, parts: ReturnType<typeof keyPartsOf>, version: number): string {
    // What is public of every dataset read, and, for a window relative to today, which day it is.
    const at = now();
    let published = '';
    for (let i = 0; i < parts.datasets.length; i += 1) {
      const dataset = parts.datasets[i];
      published += (i > 0 ? ',' : '') + (!dataset || dataset.grain === 'none' ? 'always' : String(publishedBefore(dataset.publication, at)));
    }
    if (parts.window) published += `@${istanbulDay(at)}`;
    return `${parts.descriptor.id}\n${requestLocale(request)}\n${published}\n${version}\n${spanText(parts.descriptor)}\n${canonicalJson(request.body)}`;
  }

  /** A hit is answered here, before the route's handler; a miss leaves its key for onSend to keep the answer under. */
  const answerFromCache = (request: FastifyRequest, reply: FastifyReply, key: string, done: (error?: Error) => void) => {
    const hit = cache.get(key);
    if (!hit) {
      keys.set(request, key);
      done();
      return;
    }
    request.usageRows = hit.rows;
    const ready = prepare(request, reply, hit);
    if (ready instanceof Promise) ready.then((body) => reply.send(body), (error: Error) => done(error));
    else reply.send(ready);
  };

  // The cache's hooks are the report routes' own (no other route asks whether it is one), and callback hooks, so
  // a hit on a store whose data version is in memory answers without waiting for a promise.
  app.addHook('onRoute', (route) => {
    const descriptor = byRoute.get(route.url ?? route.path);
    const methods = [route.method].flat();
    if (!descriptor || !methods.some((m) => m === 'POST' || m === 'GET')) return;
    const parts = keyPartsOf(descriptor);
    const lookUp = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.method !== 'POST' && request.method !== 'GET') { done(); return; }
      // A store only this process writes knows its data version without a query.
      if (store.localChanges) {
        answerFromCache(request, reply, keyWith(request, parts, store.localChanges()), done);
        return;
      }
      readDataVersion(store).then((version) => answerFromCache(request, reply, keyWith(request, parts, version), done), (error: Error) => done(error));
    };
    const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const key = keys.get(request);
      if (!key || reply.statusCode !== 200) { done(null, payload); return; }
      keys.delete(request);
      if (payload instanceof Readable) { done(null, streamed(request, reply, payload, key)); return; }
      if (typeof payload !== 'string') { done(null, payload); return; }
      const ready = prepare(request, reply, cache.set(key, Buffer.from(payload), request.usageRows ?? null));
      if (ready instanceof Promise) ready.then((body) => done(null, body), (error: Error) => done(error));
      else done(null, ready);
    };
    route.preHandler = [...toArray(route.preHandler), lookUp];
    route.onSend = [...toArray(route.onSend), keep];
  });

  /**
   * A streamed answer (reports/streamReportAnswer.ts), compressed as it goes where accepted, and kept once complete
   * when it is small enough to keep; a bigger one is only passed through, so it never sits in memory whole.
   */
  function streamed(request: FastifyRequest, reply: FastifyReply, payload: Readable, key: string): Readable {
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    let kept: Buffer[] | undefined = [];
    let keptBytes = 0;
    const keep = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (kept) {
          keptBytes += chunk.length;
          if (keptBytes <= KEEP_STREAMED_MAX_BYTES) kept.push(chunk);
          else kept = undefined;
        }
        done(null, chunk);
      },
      flush(done) {
        if (kept) cache.set(key, Buffer.concat(kept), request.usageRows ?? null);
        done();
      },
    });
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const failed = (error: Error | null) => { if (error) request.log.warn({ err: error }, 'a streamed answer ended early'); };
    if (!encoding) return pipeline(payload, keep, failed);
    reply.header('content-encoding', encoding);
    return pipeline(payload, keep, compressorStreams[encoding](), failed);
  }

  /**
   * Headers of a cached answer, and its bytes: none for a matching If-None-Match, compressed where accepted. A
   * promise only while a compressed form is made for the first time.
   */
  function prepare(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer | string | Promise<Buffer> {
    reply.header('content-type', 'application/json; charset=utf-8').header('etag', answer.etag)
      .header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return '';
    }
    const encoding = answer.body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return answer.body;
    const encoded = answer.encoded[encoding];
    if (encoded) {
      reply.header('content-encoding', encoding);
      return encoded;
    }
    return compressors[encoding](answer.body).then((made) => {
      cache.addEncoding(answer, encoding, made);
      reply.header('content-encoding', encoding);
      return made;
    });
  }
}

const toArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** If-None-Match holds this ETag (weak comparison), or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
