// Time to produce each export format of one report over HTTP, and the file size.
export interface ExportTime { format: string; ms: number; bytes: number }

export async function measureExports(url: string, body: Record<string, unknown>, formats: string[], headers: Record<string, string> = {}): Promise<ExportTime[]> {
  const results: ExportTime[] = [];
  for (const format of formats) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ...body, exportType: format }) });
    const buffer = await res.arrayBuffer();
    if (!res.ok) throw new Error(`export ${format}: HTTP ${res.status}`);
    results.push({ format, ms: performance.now() - started, bytes: buffer.byteLength });
  }
  return results;
}
