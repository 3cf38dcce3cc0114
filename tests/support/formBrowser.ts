// A tiny browser for the server-rendered identity pages in tests: keeps cookies across requests (as a browser
// would), fills in the CSRF field from the page's cookie, posts forms form-encoded.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export class FormBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader(), ...headers } }));
  }

  /** Posts a form; the CSRF field is the browser's CSRF cookie unless `_csrf` is given (or set to null to omit it). */
  async post(url: string, fields: Record<string, string | null>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('sf_csrf')) await this.get(url.split('?')[0]!);
    const body = new URLSearchParams();
    const withCsrf = { _csrf: this.cookies.get('sf_csrf') ?? '', ...fields };
    for (const [name, value] of Object.entries(withCsrf)) if (value !== null) body.set(name, value);
    return this.remember(await this.app.inject({
      method: 'POST', url, payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookieHeader(), ...headers },
    }));
  }

  async signIn(email: string, password: string, kind: 'member' | 'admin' = 'member'): Promise<LightMyRequestResponse> {
    return this.post(kind === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in', { email, password });
  }

  async json(url: string): Promise<unknown> {
    return (await this.get(url)).json();
  }
}
