// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mockFetch';
import { notificationStore } from './notificationStore';
import { toPtfNotification } from './ptfNotification';
import { DATE_INIT_PATH, PUBLISHED_STATUS_PATH } from './publicationApi';
import { usePublicationNotifications } from './usePublicationNotifications';

// The browser's clock is deliberately hours away from the server's: the window follows the server.
const BROWSER_START = Date.parse('2025-03-10T02:00:00Z');

function serve(serverTime: string) {
  let completed = false;
  const { calls } = mockFetch({
    [DATE_INIT_PATH]: { body: { today: '2025-03-10T00:00:00+03:00', serverTime } },
    [PUBLISHED_STATUS_PATH]: () => ({ body: { status: 'OK', body: { content: { completed } } } }),
  });
  return {
    asks: () => calls.filter((c) => c.path === PUBLISHED_STATUS_PATH).length,
    publish: () => { completed = true; },
  };
}

async function advance(ms: number) {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_START });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePublicationNotifications', () => {
  it('opened at 12:59:30, starts asking at 13:00, every 60 s, adds one ptf notification when published, then stops', async () => {
    const server = serve('2025-03-10T12:59:30+03:00');
    renderHook(() => usePublicationNotifications({ enabled: true, reportHref: '/r/mcp' }));
    await advance(0);
    expect(server.asks()).toBe(1); // once at load, outside the window

    await advance(29_000);
    expect(server.asks()).toBe(1);
    await advance(1_000); // 13:00:00
    expect(server.asks()).toBe(2);
    await advance(60_000); // 13:01
    await advance(60_000); // 13:02
    expect(server.asks()).toBe(4);
    expect(notificationStore.list()).toEqual([]);

    server.publish();
    await advance(60_000); // 13:03: the answer is yes
    expect(server.asks()).toBe(5);
    expect(notificationStore.list()).toEqual([
      expect.objectContaining({ id: 'ptf', kind: 'ptf', deliveryDay: '2025-03-11', href: '/r/mcp', read: false, createdAt: '2025-03-10T10:03:00.000Z' }),
    ]);

    await advance(20 * 60_000); // 13:23: no more asking, still one notification
    expect(server.asks()).toBe(5);
    expect(notificationStore.list()).toHaveLength(1);

    await advance(7 * 60_000); // 13:30: the window closes and the notification goes
    expect(notificationStore.list()).toEqual([]);
    expect(server.asks()).toBe(5);
  });

  it('outside the window asks once, removes an existing ptf notification and does not add one', async () => {
    notificationStore.add(toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:05:00Z'), '/r/mcp'));
    const server = serve('2025-03-10T15:00:00+03:00');
    server.publish();
    renderHook(() => usePublicationNotifications({ enabled: true, reportHref: '/reports/dam-mcp' }));
    await advance(0);
    expect(server.asks()).toBe(1);
    expect(notificationStore.list()).toEqual([]);

    await advance(3 * 3_600_000);
    expect(server.asks()).toBe(1);
    expect(notificationStore.list()).toEqual([]);
  });

  it('after a reload inside the window keeps the notification already there, read as it was, and does not ask', async () => {
    notificationStore.add(toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:05:00Z'), '/r/mcp'));
    notificationStore.markRead('ptf');
    const server = serve('2025-03-10T13:10:00+03:00');
    server.publish();
    renderHook(() => usePublicationNotifications({ enabled: true, reportHref: '/reports/dam-mcp' }));
    await advance(5 * 60_000);
    expect(server.asks()).toBe(0);
    expect(notificationStore.list()).toEqual([expect.objectContaining({ id: 'ptf', read: true })]);
  });

  it('keeps asking after a failed answer inside the window', async () => {
    const server = serve('2025-03-10T13:00:00+03:00');
    const fetchMock = vi.mocked(fetch);
    const ok = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('published-status') && fetchMock.mock.calls.length === 2) throw new TypeError('offline');
      return ok(input, init);
    });
    server.publish();
    renderHook(() => usePublicationNotifications({ enabled: true, reportHref: '/reports/dam-mcp' }));
    await advance(0);
    expect(notificationStore.list()).toEqual([]);
    await advance(60_000);
    expect(notificationStore.list()).toHaveLength(1);
  });

  it('turned off, asks nothing and removes the notification', async () => {
    notificationStore.add(toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:05:00Z'), '/r/mcp'));
    const server = serve('2025-03-10T13:05:00+03:00');
    server.publish();
    renderHook(() => usePublicationNotifications({ enabled: false, reportHref: '/reports/dam-mcp' }));
    await advance(5 * 60_000);
    expect(server.asks()).toBe(0);
    expect(notificationStore.list()).toEqual([]);
  });
});
