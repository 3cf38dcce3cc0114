// Time to produce each export format of one report over HTTP: when its first bytes arrive (a streamed file
// starts before its last row is read) and when it is complete, and the file size.
export interface ExportTime { format: string; firstByteMs: number; ms: number; bytes: number }

export async function measureExports(url: string, body: Record<string, unknown>, formats: string[], headers: Record<string, string> = {}): Promise<ExportTime[]> {
  const results: ExportTime[] = [];
  for (const format of formats) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ...body, exportType: format }) });
    if (!res.ok || !res.body) throw new Error(`export ${format}: HTTP ${res.status}`);
    let firstByteMs = Number.NaN;
    let bytes = 0;
    for await (const chunk of res.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).byteLength;
    }
    results.push({ format, firstByteMs, ms: performance.now() - started, bytes });
  }
  return results;
}
