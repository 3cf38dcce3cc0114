// GET /app-api/publications/stream: the browser hears of each publication (text/event-stream) instead of asking.
// On opening it gets the state of every topic (event "state": what is published now, so a reconnecting browser
// can tell what it missed), then one "publication" event per topic as the schedule advances, and a heartbeat
// comment every 25 s. Public like the home page: it tells when data appears, never the data. An address may hold
// a few streams (tabs); beyond that 429. Every stream ends before the server closes.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { requestLocale } from '../../http/requestLocale';
import { PUBLICATION_TOPICS } from './publicationTopics';
import { toPublicationEvent } from './publicationState';
import { createPublicationStreams, HEARTBEAT_MS } from './publicationStreams';
import { toSseEvent, toSseRetry } from './sseMessage';

export const PUBLICATION_STREAM_PATH = '/app-api/publications/stream';
/** Streams one address may hold: a reader with several tabs open, not a script opening hundreds. */
export const STREAMS_PER_ADDRESS = 6;
const RECONNECT_MS = 10_000;

interface Options { now: () => Date; perAddress?: number; heartbeatMs?: number }

export function registerPublicationStream(app: FastifyInstance, { now, perAddress = STREAMS_PER_ADDRESS, heartbeatMs = HEARTBEAT_MS }: Options): void {
  const streams = createPublicationStreams({ now, perAddress, heartbeatMs });
  // preClose: before the server waits for its connections, which an open stream would hold for ever.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(PUBLICATION_STREAM_PATH, { config: { access: 'public' } }, async (request, reply) => {
    if (!streams.hasRoom(request.ip)) {
      const tr = requestLocale(request) === 'tr';
      reply.header('retry-after', String(RECONNECT_MS / 1000));
      throw new ApiError(429, [{
        errorCode: 'TOO_MANY_STREAMS',
        errorMessage: tr
          ? `Bu adresten en çok ${perAddress} yayın akışı aynı anda açık tutulabilir; birini kapatıp yeniden deneyin.`
          : `At most ${perAddress} publication streams may be open at once from one address; close one and try again.`,
      }]);
    }
    const out = new PassThrough();
    const at = now();
    out.write(toSseRetry(RECONNECT_MS));
    out.write(toSseEvent('state', { topics: PUBLICATION_TOPICS.map((topic) => toPublicationEvent(topic, at)) }));
    streams.open(request.ip, out);
    // The browser went away: the stream ends, and leaves the set.
    request.raw.once('close', () => out.destroy());
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // Never kept, never transformed (a proxy compressing it would hold events back), never buffered by nginx.
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(out);
  });
}
