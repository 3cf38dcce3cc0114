// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countView, isCounted } from './countedViews';

describe('counted announcement views', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ viewCount: 7 }), { status: 200, headers: { 'content-type': 'application/json' } })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts a reader once per browser', async () => {
    expect(await countView(3)).toBe(7);
    expect(isCounted(3)).toBe(true);
    expect(await countView(3)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/app-api/announcements/3/views');
  });
});
