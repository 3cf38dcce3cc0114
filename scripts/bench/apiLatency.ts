// Measures request latency of one report route over real HTTP: p50 and p99 of N sequential requests.
export interface LatencyResult { label: string; requests: number; p50: number; p99: number; bytes: number }

export async function measureLatency(label: string, url: string, body: unknown, headers: Record<string, string> = {}, requests = 60, warmup = 5): Promise<LatencyResult> {
  const send = async () => {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const buffer = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${new TextDecoder().decode(buffer).slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: buffer.byteLength };
  };
  for (let i = 0; i < warmup; i += 1) await send();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) {
    const s = await send();
    samples.push(s.ms);
    bytes = s.bytes;
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { label, requests, p50: at(0.5), p99: at(0.99), bytes };
}
