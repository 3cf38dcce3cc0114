// @vitest-environment happy-dom
// apiFetch (TanStack queries) runs on the same core as request(), but fails by throwing ApiError.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearErrors, currentErrors } from '../../shell/errors/errorStore';
import { appLoader } from '../../shell/loader/appLoader';
import { ApiError } from '../ApiError';
import { apiFetch, apiResponse } from '../apiFetch';
import { cancelPageRequests } from './requestRegistry';
import { controllableFetch, settle } from './testing/controllableFetch';

beforeEach(() => changeLocale('tr'));

afterEach(() => {
  clearErrors();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('posts JSON with the common headers, counts in the loader and returns the data', async () => {
    const { calls } = controllableFetch();
    const answer = apiFetch<{ menuId: number }>('/menu/get-page-settings', { body: { menuId: 61 } });
    await settle();
    expect(appLoader.count()).toBe(1);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Accept-Language': 'tr-TR', 'Content-Type': 'application/json' } });
    calls[0]?.respond({ menuId: 61 });
    expect(await answer).toEqual({ menuId: 61 });
    expect(appLoader.count()).toBe(0);
  });

  it('throws ApiError for an error envelope and opens the error modal', async () => {
    const { calls } = controllableFetch();
    const answer = apiFetch('/x');
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'RANGE', errorMessage: 'Çok uzun.' }], correlationId: 'id-1' }, { status: 400 });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, correlationId: 'id-1', errors: [{ errorCode: 'RANGE' }] });
    expect(currentErrors()?.errors).toEqual([{ errorCode: 'RANGE', errorMessage: 'Çok uzun.', transactionId: 'id-1' }]);
  });

  it('keeps the modal closed with suppressErrorModal, still throwing', async () => {
    const { calls } = controllableFetch();
    const answer = apiFetch('/x', { suppressErrorModal: true });
    await settle();
    calls[0]?.respond({ errors: [{ errorCode: 'E', errorMessage: 'm' }] }, { status: 400 });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(currentErrors()).toBeNull();
  });

  it('keeps a background poll out of the loader and the modal', async () => {
    const { calls } = controllableFetch();
    const answer = apiFetch('/poll', { background: true });
    await settle();
    expect(appLoader.count()).toBe(0);
    calls[0]?.fail();
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(currentErrors()).toBeNull();
  });

  it('throws a network ApiError (status 0) when the server cannot be reached', async () => {
    const { calls } = controllableFetch();
    const answer = apiFetch('/x');
    await settle();
    calls[0]?.fail();
    const error = (await answer.catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(currentErrors()?.kind).toBe('network');
  });

  it("rethrows the abort of the caller's signal, and is not ended by cancelPageRequests", async () => {
    const { calls } = controllableFetch();
    const controller = new AbortController();
    const aborted = apiFetch('/a', { signal: controller.signal });
    const kept = apiFetch('/b');
    await settle();
    cancelPageRequests();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    calls[1]?.respond({ kept: true });
    expect(await kept).toEqual({ kept: true });
    expect(currentErrors()).toBeNull();
  });

  it('hands a file download its Response with the body unread', async () => {
    const { calls } = controllableFetch();
    const answer = apiResponse('/export', { method: 'POST', body: { exportType: 'CSV' }, accept: '*/*' });
    await settle();
    calls[0]?.respond('a;b\n1;2', { headers: { 'Content-Type': 'text/csv' } });
    expect(await (await answer).text()).toBe('a;b\n1;2');
  });
});
