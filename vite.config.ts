// The browser app: src/web, built to dist/web and served by the Fastify server on the same port.
// In development (`npm run dev:web`) Vite proxies API calls to the server on PORT (default 8080).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { precompressAssets } from './scripts/vite/precompressAssets';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const apiPrefixes = ['/electricity-service', '/natural-gas-service', '/reporting-service', '/app-api'];

export default defineConfig({
  root: 'src/web',
  publicDir: false,
  // Brotli and gzip forms of the built assets, sent by the server to browsers that accept them.
  plugins: [react(), precompressAssets()],
  build: {
    // WEB_DIR (also read by the server) lets a second build live beside dist/web.
    outDir: process.env.WEB_DIR === undefined ? '../../dist/web' : resolve(process.env.WEB_DIR),
    emptyOutDir: true,
    // Always built; the server serves them in production only with SOURCE_MAPS=true (src/server/http/sourceMaps.ts).
    sourcemap: true,
    // The server reads it to preload a page's own chunks from the first HTML (src/server/http/shellBoot.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page loads anyway (what the entry imports statically) in one chunk: left to
          // itself the bundler cut it into a dozen small shared chunks, each a request of its own before the app
          // could start (six at a time over HTTP/1.1).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
