// Measures throughput: `connections` clients each sending requests back to back for `seconds`, over keep-alive
// HTTP; the requests per second and the latency percentiles. `body(i)` may vary the request (to defeat a cache).
// The client is node:http with a keep-alive agent, reading the answer's bytes without parsing or decompressing
// them: `fetch` costs the client more per answer than a static server costs, and then measures the client.
import { Agent, request } from 'node:http';

export interface ThroughputResult { label: string; requests: number; perSecond: number; p50: number; p99: number; errors: number; bytes: number }

export interface ThroughputOptions { connections?: number; seconds?: number; headers?: Record<string, string>; warmUpSeconds?: number }

export async function measureThroughput(label: string, url: string, body: (i: number) => unknown, options: ThroughputOptions = {}): Promise<ThroughputResult> {
  const connections = options.connections ?? 10;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  // Every server first gets the same load unmeasured (1 s by default), so that none is measured while its code is
  // still being compiled: the first of several measurements in a row would otherwise pay for it alone.
  const measureFrom = performance.now() + (options.warmUpSeconds ?? 1) * 1000;
  const until = measureFrom + (options.seconds ?? 5) * 1000;
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  let bytes = 0;
  const send = (payload: string) => new Promise<number>((resolve, reject) => {
    const req = request({
      agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...options.headers },
    }, (res) => {
      let received = 0;
      res.on('data', (chunk: Buffer) => { received += chunk.length; });
      res.on('end', () => {
        bytes = received;
        resolve(res.statusCode ?? 0);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
  const client = async () => {
    while (performance.now() < until) {
      const i = next++;
      const started = performance.now();
      const status = await send(JSON.stringify(body(i))).catch(() => 0);
      if (started < measureFrom) continue;
      if (status === 200) samples.push(performance.now() - started);
      else errors += 1;
    }
  };
  const warmUp = new Promise((resolve) => setTimeout(resolve, Math.max(0, measureFrom - performance.now())));
  const running = Promise.all(Array.from({ length: connections }, client));
  await warmUp;
  const started = performance.now();
  await running;
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { label, requests: samples.length, perSecond: samples.length / seconds, p50: at(0.5), p99: at(0.99), errors, bytes };
}
