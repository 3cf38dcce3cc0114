// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, currentErrors } from '../../shell/errors/errorStore';
import { PageRequestScope } from './PageRequestScope';
import { request } from './request';
import { controllableFetch, settle } from './testing/controllableFetch';

afterEach(() => {
  cleanup();
  clearErrors();
  vi.unstubAllGlobals();
});

describe('PageRequestScope', () => {
  it("cancels the page's requests when the page unmounts, silently, and leaves app-wide ones running", async () => {
    const { calls } = controllableFetch();
    const view = render(
      <PageRequestScope>
        <p>Sayfa</p>
      </PageRequestScope>,
    );
    const pageRequest = request({ url: '/page-data' });
    const appRequest = request({ url: '/meta', pageScoped: false });
    await settle();
    expect(calls[0]?.init.signal?.aborted).toBe(false);

    view.unmount();
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(await pageRequest).toBeNull();
    expect(calls[1]?.init.signal?.aborted).toBe(false);
    calls[1]?.respond({ ok: 1 });
    expect(await appRequest).toEqual({ ok: 1 });
    expect(currentErrors()).toBeNull();
  });
});
