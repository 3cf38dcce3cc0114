// Sizes of the built browser app: every JS and CSS file, raw and gzip, and what index.html loads first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize { totalJs: number; totalJsGzip: number; initialJs: number; initialJsGzip: number; css: number; files: number }

export function measureBundle(dir: string): BundleSize {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]!));
  const size = { totalJs: 0, totalJsGzip: 0, initialJs: 0, initialJsGzip: 0, css: 0, files: files.length };
  for (const f of files) {
    const content = readFileSync(join(assets, f));
    const gz = gzipSync(content).byteLength;
    if (f.endsWith('.css')) { size.css += statSync(join(assets, f)).size; continue; }
    size.totalJs += content.byteLength;
    size.totalJsGzip += gz;
    if (initial.has(f)) { size.initialJs += content.byteLength; size.initialJsGzip += gz; }
  }
  return size;
}
