// Latency of a trivial request alone and while several large exports run at the same time: the figure that shows
// whether expensive work holds up everyone else. Sequential trivial calls, p50/p99/max; the exports' answers
// (200, or 503 when the render queue is full) and how long they took in all.
export interface TrivialRequest { label: string; url: string; method: 'GET' | 'POST'; body?: unknown }
export interface LatencyFigures { p50: number; p99: number; max: number; calls: number }
export interface TrivialUnderExports {
  label: string;
  alone: LatencyFigures;
  during: LatencyFigures;
  exports: { statuses: number[]; ms: number };
}

const percentiles = (samples: number[]): LatencyFigures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, calls: sorted.length };
};

async function timeCall(request: TrivialRequest, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(request.url, {
    method: request.method, headers: { ...headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${request.label}: HTTP ${res.status}`);
  return performance.now() - started;
}

export async function measureTrivialUnderExports(
  request: TrivialRequest, exportCall: { url: string; body: Record<string, unknown>; count: number }, headers: Record<string, string> = {}, calls = 50,
): Promise<TrivialUnderExports> {
  for (let i = 0; i < 5; i += 1) await timeCall(request, headers);
  const alone: number[] = [];
  for (let i = 0; i < calls; i += 1) alone.push(await timeCall(request, headers));

  const started = performance.now();
  let running = exportCall.count;
  const exports = Array.from({ length: exportCall.count }, () => fetch(exportCall.url, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(exportCall.body),
  }).then(async (res) => {
    await res.arrayBuffer();
    running -= 1;
    return res.status;
  }));
  // Give the exports time to read their rows and reach the render pool, then call while they render; only
  // calls that ended while every export was still running count.
  await new Promise((done) => setTimeout(done, 300));
  const during: number[] = [];
  while (during.length < calls && running === exportCall.count) {
    const ms = await timeCall(request, headers);
    if (running === exportCall.count) during.push(ms);
  }
  const statuses = await Promise.all(exports);
  return { label: request.label, alone: percentiles(alone), during: percentiles(during), exports: { statuses, ms: performance.now() - started } };
}
