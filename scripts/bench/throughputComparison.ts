// Our MCP route against two baselines on the same month of data, 10 connections each: our answer cached (the
// same question again; also for a client accepting brotli, as browsers and most HTTP libraries do), uncached (an ignored `nonce` field makes every request a new question), the naive server
// (one DuckDB query and JSON.stringify per request) and the static server (the bytes from memory).
import { startBaseline } from './startBaseline';
import { measureThroughput, type ThroughputResult } from './throughput';

export interface ThroughputComparison { ours: { cached: ThroughputResult; cachedBrotli: ThroughputResult; uncached: ThroughputResult }; naive: ThroughputResult; static: ThroughputResult }

export async function compareThroughput(mcpUrl: string, month: unknown, ticket: string, basePort: number, seconds = 5): Promise<ThroughputComparison> {
  const headers = { TGT: ticket };
  const cached = await measureThroughput('ours, cached', mcpUrl, () => month, { headers, seconds });
  const cachedBrotli = await measureThroughput('ours, cached, brotli', mcpUrl, () => month, { headers: { ...headers, 'accept-encoding': 'br' }, seconds });
  const uncached = await measureThroughput('ours, uncached', mcpUrl, (i) => ({ ...(month as object), nonce: i }), { headers, seconds });
  const naiveServer = await startBaseline('naive', basePort + 1, mcpUrl, ticket);
  const staticServer = await startBaseline('static', basePort + 2, mcpUrl, ticket);
  try {
    const naive = await measureThroughput('naive server', naiveServer.url, () => month, { seconds });
    const fixed = await measureThroughput('static bytes', staticServer.url, () => month, { seconds });
    return { ours: { cached, cachedBrotli, uncached }, naive, static: fixed };
  } finally {
    naiveServer.stop();
    staticServer.stop();
  }
}
