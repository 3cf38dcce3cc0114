// A web-service ticket from the source, as the operator's clients get one: POST {base}/cas/v1/tickets with the
// form-encoded user name and password answers 201 with `TGT-...` (in the body, or the Location header some CAS
// servers use). The password goes only into that one form body; no message ever includes it.
import { SourceError } from './sourceClient';

export async function requestTicket(baseUrl: string, username: string, password: string, timeoutMs = 30_000): Promise<string> {
  const url = `${baseUrl.replace(/\/+$/, '')}/cas/v1/tickets`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain', 'accept-language': 'en-US' },
      body: new URLSearchParams({ username, password }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    throw new SourceError(`POST ${url}: could not reach the source for a ticket (${e.name === 'TimeoutError' ? 'timed out' : e.cause?.code ?? e.message})`);
  }
  const body = (await response.text()).trim();
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    throw new SourceError(`the source refused the user name or password of "${username}" (HTTP ${response.status})`, response.status);
  }
  if (response.status !== 201) throw new SourceError(`POST ${url} answered HTTP ${response.status}, not 201 with a ticket`, response.status);
  const fromLocation = response.headers.get('location')?.split('/').pop();
  const ticket = body.startsWith('TGT-') ? body : fromLocation?.startsWith('TGT-') ? fromLocation : undefined;
  if (!ticket || /\s/.test(ticket)) throw new SourceError(`POST ${url} answered 201 but with no TGT-… ticket`);
  return ticket;
}
