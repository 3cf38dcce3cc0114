// A Vite plugin: beside every built script, stylesheet and source map of some size, its brotli (.br) and gzip
// (.gz) forms, made once at the highest levels, so the server (@fastify/static, preCompressed) sends the
// smaller bytes to a browser that accepts them without compressing anything per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSED = /\.(js|css|svg|json|map|woff2?)$/;
/** Below this, the compressed form saves too little to be worth a file. */
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'seffaflik-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const path = join(assets, name);
        if (!COMPRESSED.test(name) || statSync(path).size < MIN_BYTES) continue;
        const bytes = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
