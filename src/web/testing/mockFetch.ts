// A fetch stand-in for component tests: routes by method and path, records every call with its body.
import { vi } from 'vitest';

export interface MockRoute {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export function mockFetch(routes: Record<string, MockRoute | ((body: unknown) => MockRoute)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) return new Response(JSON.stringify({ errors: [{ errorCode: 'NOT_FOUND', errorMessage: 'no mock' }] }), { status: 404 });
    const answer = typeof route === 'function' ? route(body) : route;
    const payload = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
    return new Response(payload, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
