// How answers are compressed for a client that accepts it: brotli at quality 4 and gzip at level 6 give most of
// the gain at a few milliseconds for a month of hourly rows (or the app's first HTML with its boot answers).
import { promisify } from 'node:util';
import type { Transform } from 'node:stream';
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { Encoding } from './answerCache';

/** Below this, compression costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

export const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The same compressions as streams, for an answer written as its rows are read. */
export const compressorStreams: Record<Encoding, () => Transform> = {
  br: () => createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip({ level: 6 }),
};
