// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mockFetch';
import { ptfNotificationSetting } from '../settings/userSettings';
import { FakeEventSource } from '../../testing/fakeEventSource';
import { notificationStore } from './notificationStore';
import { toPtfNotification } from './ptfNotification';
import { DATE_INIT_PATH, PUBLISHED_STATUS_PATH } from './publicationApi';
import { PublicationNotifier } from './PublicationNotifier';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2025-03-10T10:05:00Z') });
  localStorage.clear();
  FakeEventSource.opened = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderNotifier() {
  return render(<QueryClientProvider client={new QueryClient()}><PublicationNotifier reportHref="/reports/dam-mcp" /></QueryClientProvider>);
}
const advance = async (ms: number) => { await act(async () => { await vi.advanceTimersByTimeAsync(ms); }); };

describe('PublicationNotifier', () => {
  it('without EventSource: watches on the polling rule only while the user setting is on, and starts when it is turned on', async () => {
    vi.stubGlobal('EventSource', undefined);
    ptfNotificationSetting.set(false);
    const { calls } = mockFetch({
      [DATE_INIT_PATH]: { body: { serverTime: '2025-03-10T13:05:00+03:00' } },
      [PUBLISHED_STATUS_PATH]: { body: { body: { content: { completed: false } } } },
    });
    renderNotifier();
    await advance(120_000);
    expect(calls).toHaveLength(0);

    act(() => ptfNotificationSetting.set(true));
    await advance(0);
    expect(calls.map((c) => c.path)).toEqual([DATE_INIT_PATH, PUBLISHED_STATUS_PATH]);
  });

  it('asks nothing while the stream works, and keeps the notification the stream raised', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = mockFetch({
      [DATE_INIT_PATH]: { body: { serverTime: '2025-03-10T13:05:00+03:00' } },
      [PUBLISHED_STATUS_PATH]: { body: { body: { content: { completed: true } } } },
    });
    notificationStore.add(toPtfNotification('2025-03-11', Date.now() - 60_000, '/reports/dam-mcp'));
    renderNotifier();
    await advance(0);
    FakeEventSource.opened[0]!.emit('state', { topics: [] });
    await advance(5 * 60_000);
    expect(calls).toHaveLength(0);
    expect(notificationStore.get('ptf')).toBeDefined();
  });

  it('falls back to the polling rule when the server refuses the stream', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = mockFetch({
      [DATE_INIT_PATH]: { body: { serverTime: '2025-03-10T13:05:00+03:00' } },
      [PUBLISHED_STATUS_PATH]: { body: { body: { content: { completed: true } } } },
    });
    renderNotifier();
    await advance(0);
    expect(calls).toHaveLength(0);
    act(() => FakeEventSource.opened[0]!.fail(true));
    await advance(0);
    expect(calls.map((c) => c.path)).toEqual([DATE_INIT_PATH, PUBLISHED_STATUS_PATH]);
    // Inside the 13:00–13:30 window (server time), the poll raises the ptf notification as before the stream.
    expect(notificationStore.get('ptf')).toMatchObject({ deliveryDay: '2025-03-11' });
  });
});
