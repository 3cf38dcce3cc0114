// Measures throughput: `connections` clients each sending requests back to back for `seconds`, over keep-alive
// HTTP; the requests per second and the latency percentiles. `body(i)` may vary the request (to defeat a cache).
export interface ThroughputResult { label: string; requests: number; perSecond: number; p50: number; p99: number; errors: number }

export interface ThroughputOptions { connections?: number; seconds?: number; headers?: Record<string, string> }

export async function measureThroughput(label: string, url: string, body: (i: number) => unknown, options: ThroughputOptions = {}): Promise<ThroughputResult> {
  const connections = options.connections ?? 10;
  const until = performance.now() + (options.seconds ?? 5) * 1000;
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  const client = async () => {
    while (performance.now() < until) {
      const i = next++;
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...options.headers }, body: JSON.stringify(body(i)) });
      await res.arrayBuffer();
      if (res.ok) samples.push(performance.now() - started);
      else errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { label, requests: samples.length, perSecond: samples.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
