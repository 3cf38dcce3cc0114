// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearErrors, currentErrors } from '../../shell/errors/errorStore';
import { appLoader } from '../../shell/loader/appLoader';
import { request } from './request';
import { cancelPageRequests } from './requestRegistry';
import { setSessionHandler } from './sessionHandler';
import { controllableFetch, settle } from './testing/controllableFetch';

function signedIn(isSignedIn = true) {
  const handler = { isSignedIn: vi.fn(() => isSignedIn), goTo: vi.fn(), signOut: vi.fn() };
  setSessionHandler(handler);
  return handler;
}

beforeEach(() => changeLocale('tr'));

afterEach(() => {
  cancelPageRequests();
  clearErrors();
  setSessionHandler();
  vi.unstubAllGlobals();
});

describe('request: what is sent', () => {
  it('sends a GET with the query JSON-encoded where not a string, cookies and the interface language', async () => {
    const { calls } = controllableFetch();
    changeLocale('en');
    const answer = request<{ ok: boolean }>({ url: '/api/{kind}/list', pathVariables: { kind: 'dam list' }, query: { q: 'a b', page: 2, all: true, ids: [1], none: null, skip: undefined } });
    await settle();
    expect(calls[0]?.url).toBe('/api/dam%20list/list?q=a%20b&page=2&all=true&ids=%5B1%5D');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', headers: { 'Accept-Language': 'en-US' } });
    expect(calls[0]?.init.body).toBeUndefined();
    calls[0]?.respond({ ok: true });
    expect(await answer).toEqual({ ok: true });
  });

  it('sends Turkish as tr-TR', async () => {
    const { calls } = controllableFetch();
    void request({ url: '/a' });
    await settle();
    expect((calls[0]?.init.headers as Record<string, string>)['Accept-Language']).toBe('tr-TR');
  });

  it('posts a JSON body without the tags in its strings', async () => {
    const { calls } = controllableFetch();
    void request({ url: '/save', method: 'POST', body: { name: '<b>Baraj</b>', notes: ['<script>steal()</script>ok'], n: 1 }, query: { tag: '<i>x</i>' } });
    await settle();
    expect(calls[0]?.url).toBe('/save?tag=x');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Baraj', notes: ['ok'], n: 1 });
  });

  it('posts a form form-urlencoded, or multipart when given FormData', async () => {
    const { calls } = controllableFetch();
    void request({ url: '/form', method: 'POST', form: { q: '<b>a</b> b' } });
    const data = new FormData();
    data.append('title', '<em>Rapor</em>');
    void request({ url: '/upload', method: 'POST', form: data });
    await settle();
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(calls[0]?.init.body).toBe('q=a+b');
    // No Content-Type of ours: fetch writes multipart/form-data with its boundary.
    expect((calls[1]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((calls[1]?.init.body as FormData).get('title')).toBe('Rapor');
  });

  it('sends only GET and POST: another method resolves null without a request and says why', async () => {
    const { fetchMock } = controllableFetch();
    expect(await request({ url: '/x', method: 'DELETE' as 'POST' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentErrors()).toMatchObject({ kind: 'client', errors: [{ errorCode: 'METHOD_NOT_ALLOWED', errorMessage: expect.stringContaining('yalnızca GET ve POST') }] });
  });

  it('sends nothing when a path variable is missing', async () => {
    const { fetchMock } = controllableFetch();
    expect(await request({ url: '/dams/{basin}/{dam}', pathVariables: { basin: 'Fırat' } })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentErrors()?.errors[0]?.errorMessage).toContain('“dam”');
  });
});

describe('request: cancellation and the loader', () => {
  it('cancels the earlier request with the same cancelId, which resolves null silently', async () => {
    const { calls } = controllableFetch();
    const first = request({ url: '/search', query: { q: 'a' }, cancelId: 'search' });
    await settle();
    const second = request({ url: '/search', query: { q: 'ab' }, cancelId: 'search' });
    await settle();
    expect(await first).toBeNull();
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    calls[1]?.respond({ hits: 2 });
    expect(await second).toEqual({ hits: 2 });
    expect(currentErrors()).toBeNull();
  });

  it('ends page-scoped requests on cancelPageRequests, but not the others', async () => {
    const { calls } = controllableFetch();
    const page = request({ url: '/page' });
    const app = request({ url: '/app', pageScoped: false });
    await settle();
    cancelPageRequests();
    expect(await page).toBeNull();
    expect(calls[1]?.init.signal?.aborted).toBe(false);
    calls[1]?.respond({ kept: true });
    expect(await app).toEqual({ kept: true });
    expect(currentErrors()).toBeNull();
  });

  it('counts concurrent requests in the loader until each ends, however it ends', async () => {
    const { calls } = controllableFetch();
    const seen: number[] = [];
    const unsubscribe = appLoader.subscribe(() => seen.push(appLoader.count()));
    const ok = request({ url: '/a' });
    const failing = request({ url: '/b' });
    const cancelled = request({ url: '/c', cancelId: 'c' });
    await settle();
    expect(appLoader.count()).toBe(3);
    calls[0]?.respond({});
    await ok;
    expect(appLoader.count()).toBe(2);
    calls[1]?.fail();
    await failing;
    void request({ url: '/c', cancelId: 'c' });
    await cancelled;
    await settle();
    expect(appLoader.count()).toBe(1);
    cancelPageRequests();
    await settle();
    expect(appLoader.count()).toBe(0);
    cancelPageRequests(); // nothing left to end: the count stays at zero
    expect(appLoader.count()).toBe(0);
    expect(seen).toEqual([1, 2, 3, 2, 1, 2, 1, 0]);
    unsubscribe();
  });
});

describe('request: answers', () => {
  it('opens the error modal with the envelope, correlationId as transaction id, and resolves null', async () => {
    const { calls } = controllableFetch();
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'RANGE', errorMessage: 'Aralık çok uzun.' }], correlationId: 'c-42' }, { status: 400 });
    expect(await answer).toBeNull();
    expect(currentErrors()).toEqual({ kind: 'server', errors: [{ errorCode: 'RANGE', errorMessage: 'Aralık çok uzun.', transactionId: 'c-42' }] });
  });

  it('treats an error list in a 200 answer as a failure too', async () => {
    const { calls } = controllableFetch();
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'E', errorMessage: 'm' }] });
    expect(await answer).toBeNull();
    expect(currentErrors()?.errors).toHaveLength(1);
  });

  it('keeps the modal closed when the caller shows errors itself', async () => {
    const { calls } = controllableFetch();
    const answer = request({ url: '/x', suppressErrorModal: true });
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'E', errorMessage: 'm' }] }, { status: 400 });
    expect(await answer).toBeNull();
    expect(currentErrors()).toBeNull();
  });

  it('goes to the dispatch address the server names', async () => {
    const session = signedIn(false);
    const { calls } = controllableFetch();
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.respond({ dispatch: '/giris?next=%2F' });
    expect(await answer).toBeNull();
    expect(session.goTo).toHaveBeenCalledWith('/giris?next=%2F');
    expect(session.signOut).not.toHaveBeenCalled();
    expect(currentErrors()).toBeNull();
  });

  it('never follows a dispatch to a script address', async () => {
    const session = signedIn();
    const { calls } = controllableFetch();
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.respond({ dispatch: 'javascript:alert(1)', items: [] });
    expect(await answer).toEqual({ dispatch: 'javascript:alert(1)', items: [] });
    expect(session.goTo).not.toHaveBeenCalled();
  });

  it('signs a signed-in reader out on 401, 301 or an HTML page where JSON was expected', async () => {
    const session = signedIn();
    const { calls } = controllableFetch();
    const answers = [request({ url: '/a' }), request({ url: '/b' }), request({ url: '/c' })];
    await settle();
    calls[0]?.respond({}, { status: 401 });
    calls[1]?.redirect();
    calls[2]?.respond('<html><body>Giriş</body></html>', { headers: { 'Content-Type': 'text/html' } });
    expect(calls.every((call) => call.init.redirect === 'manual')).toBe(true);
    expect(await Promise.all(answers)).toEqual([null, null, null]);
    expect(session.signOut).toHaveBeenCalledTimes(3);
    expect(currentErrors()).toBeNull();
  });

  it('does not sign out a reader who is not signed in: a 401 is then an ordinary error', async () => {
    const session = signedIn(false);
    const { calls } = controllableFetch();
    const answer = request({ url: '/a' });
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'AUTH', errorMessage: 'Giriş yapın.' }] }, { status: 401 });
    expect(await answer).toBeNull();
    expect(session.signOut).not.toHaveBeenCalled();
    expect(currentErrors()?.errors[0]?.errorCode).toBe('AUTH');
  });

  it('resolves null on a network failure and puts a translated message in the error store', async () => {
    const { calls } = controllableFetch();
    changeLocale('en');
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.fail();
    expect(await answer).toBeNull();
    expect(currentErrors()).toEqual({ kind: 'network', errors: [{ errorCode: '', errorMessage: expect.stringContaining('Could not reach the server') }] });
  });

  it('says what status came when a failure has no envelope', async () => {
    const { calls } = controllableFetch();
    const answer = request({ url: '/x' });
    await settle();
    calls[0]?.respond('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } });
    expect(await answer).toBeNull();
    expect(currentErrors()?.errors[0]?.errorMessage).toContain('HTTP 502');
  });
});
