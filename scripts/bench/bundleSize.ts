// Sizes of the built browser app: every JS and CSS file, raw and gzip, and what index.html loads first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  totalJs: number; totalJsGzip: number; initialJs: number; initialJsGzip: number; css: number; files: number;
  /** Gzip JS a report page needs for its rows (the entry and the report page's chunks, from Vite's manifest). */
  reportRowsJsGzip: number;
  /** Gzip JS its line chart adds (the chart panel and the ECharts parts of a line chart with zoom and notices). */
  lineChartJsGzip: number;
}

interface ManifestChunk { file: string; imports?: string[] }

/** The files of these manifest entries and everything they import statically. */
function closure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const LINE_CHART_PARTS = ['line', 'grid', 'tooltip', 'legend', 'dataZoom', 'markArea'].map((part) => `chart/parts/${part}.ts`);

export function measureBundle(dir: string): BundleSize {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]!));
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const rowsFiles = closure(manifest, ['index.html', 'report/ReportRoute.tsx']);
  const chartFiles = [...closure(manifest, ['report/chart/ChartPanel.tsx', ...LINE_CHART_PARTS])].filter((file) => !rowsFiles.has(file));
  const gzipOf = (file: string) => gzipSync(readFileSync(join(dir, file))).byteLength;
  const size = {
    totalJs: 0, totalJsGzip: 0, initialJs: 0, initialJsGzip: 0, css: 0, files: files.length,
    reportRowsJsGzip: [...rowsFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0),
    lineChartJsGzip: chartFiles.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0),
  };
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
