// How answers are compressed for a client that accepts it: brotli at quality 4 and gzip at level 6 give most of
// the gain at a few milliseconds for a month of hourly rows (or the app's first HTML with its boot answers).
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Encoding } from './answerCache';

/** Below this, compression costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

export const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};
