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

  async function keyOf(request: FastifyRequest, descriptor: ReportDescriptor): Promise<string> {
    const binding = descriptor.data;
    // What is public of every dataset read, and, for a window relative to today, which day it is.
    const published = bindingDatasetIds(binding).map((id) => {
      const dataset = findDataset(id);
      return !dataset || dataset.grain === 'none' ? 'always' : String(publishedBefore(dataset.publication, now()));
    }).join(',') + (binding.window ? `@${istanbulDay(now())}` : '');
    const version = await readDataVersion(store);
    return [descriptor.id, requestLocale(request), published, version, canonicalJson(overlays.spanLimit(descriptor) ?? null), canonicalJson(request.body)].join('\n');
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'GET') return;
    const descriptor = byRoute.get(request.routeOptions.url ?? '');
    if (!descriptor) return;
    const key = await keyOf(request, descriptor);
    const hit = cache.get(key);
    if (!hit) {
      keys.set(request, key);
      return;
    }
    request.usageRows = hit.rows;
    const body = await prepare(request, reply, hit);
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (!key || reply.statusCode !== 200) return payload;
    keys.delete(request);
    if (payload instanceof Readable) return streamed(request, reply, payload, key);
    if (typeof payload !== 'string') return payload;
    return prepare(request, reply, cache.set(key, Buffer.from(payload), request.usageRows ?? null));
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

  /** Headers of a cached answer, and its bytes: none for a matching If-None-Match, compressed where accepted. */
  async function prepare(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<Buffer | string> {
    reply.header('content-type', 'application/json; charset=utf-8').header('etag', answer.etag)
      .header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return '';
    }
    const encoding = answer.body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return answer.body;
    let encoded = answer.encoded[encoding];
    if (!encoded) {
      encoded = await compressors[encoding](answer.body);
      cache.addEncoding(answer, encoding, encoded);
    }
    reply.header('content-encoding', encoding);
    return encoded;
  }
}

/** If-None-Match holds this ETag (weak comparison), or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
