// Latency of getting a web-service ticket (POST /cas/v1/tickets): dominated by the scrypt password check,
// which is slow on purpose. Returns the last ticket for the other measurements.
export interface TicketResult { requests: number; p50: number; p99: number; ticket: string }

export async function measureTickets(baseUrl: string, account: { email: string; password: string }, requests = 10): Promise<TicketResult> {
  const samples: number[] = [];
  let ticket = '';
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/cas/v1/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: account.email, password: account.password }),
    });
    ticket = await res.text();
    if (res.status !== 201) throw new Error(`ticket: HTTP ${res.status} ${ticket.slice(0, 200)}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { requests, p50: samples[Math.floor(samples.length / 2)]!, p99: samples[samples.length - 1]!, ticket };
}
