// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gasReferencePriceNotificationSetting, ptfNotificationSetting, realtimeNotificationSetting } from '../settings/userSettings';
import { FakeEventSource } from '../../testing/fakeEventSource';
import { notificationStore } from './notificationStore';
import { PUBLICATION_STREAM_URL } from './publicationStream';
import { usePublicationPush } from './usePublicationPush';

const SERVER_NOW = Date.parse('2025-03-10T13:00:02+03:00');
const STATE = {
  topics: [
    { topic: 'dayAheadPrice', datasets: ['dam.mcp'], publishedAt: '2025-03-09T14:00:00+03:00' },
    { topic: 'interimPrice', datasets: ['dam.interim-mcp'], publishedAt: '2025-03-09T13:00:00+03:00' },
    { topic: 'realtime', datasets: ['consumption.realtime', 'generation.realtime', 'umm.messages'], publishedAt: '2025-03-10T12:00:00+03:00' },
    { topic: 'gasReferencePrice', datasets: ['gas.drp'], publishedAt: '2025-03-10T00:00:00+03:00' },
  ],
};
const REALTIME = { topic: 'realtime', datasets: ['consumption.realtime', 'generation.realtime', 'umm.messages'], publishedAt: '2025-03-10T13:00:00+03:00' };
const INTERIM = { topic: 'interimPrice', datasets: ['dam.interim-mcp'], publishedAt: '2025-03-10T13:00:00+03:00' };

let client: QueryClient;

function start() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePublicationPush({ reportHref: '/reports/dam-mcp', serverNow: () => Date.now() }), { wrapper });
  const source = FakeEventSource.opened.at(-1)!;
  return { hook, source };
}

/** Cached answers the stream should (or should not) make old. */
function seedCache() {
  client.setQueryData(['app', 'descriptor', 'realtime-consumption'], { id: 'realtime-consumption', data: { kind: 'dataset', dataset: 'consumption.realtime' } });
  client.setQueryData(['app', 'descriptor', 'dam-mcp'], { id: 'dam-mcp', data: { kind: 'dataset', dataset: 'dam.mcp' } });
  client.setQueryData(['report', 'realtime-consumption', '2025-03-10'], { items: [] });
  client.setQueryData(['report', 'dam-mcp', '2025-03-10'], { items: [] });
  client.setQueryData(['dashboard', 'realtime-consumption', 'tr'], { items: [] });
  client.setQueryData(['dashboard', 'day-ahead-market', 'tr'], { items: [] });
  client.setQueryData(['report-notices', 'dam-mcp', '2025-03-10', '2025-03-10', []], { items: [] });
}
const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated === true;

beforeEach(() => {
  vi.useFakeTimers({ now: SERVER_NOW });
  localStorage.clear();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  client = new QueryClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePublicationPush', () => {
  it('opens the stream and, on a new hour of real-time data, makes old exactly the answers that show it', () => {
    const { hook, source } = start();
    expect(source.url).toBe(PUBLICATION_STREAM_URL);
    expect(hook.result.current).toBe('connecting');
    seedCache();
    act(() => source.emit('state', STATE));
    expect(hook.result.current).toBe('push');
    // The first state is only the starting point.
    expect(stale(['report', 'realtime-consumption', '2025-03-10'])).toBe(false);

    act(() => source.emit('publication', REALTIME));
    expect(stale(['report', 'realtime-consumption', '2025-03-10'])).toBe(true);
    expect(stale(['dashboard', 'realtime-consumption', 'tr'])).toBe(true);
    expect(stale(['report-notices', 'dam-mcp', '2025-03-10', '2025-03-10', []])).toBe(true);
    expect(stale(['report', 'dam-mcp', '2025-03-10'])).toBe(false);
    expect(stale(['dashboard', 'day-ahead-market', 'tr'])).toBe(false);
  });

  it('raises the bell\'s ptf notification for the interim price, for tomorrow, and takes it away half an hour later', async () => {
    const { source } = start();
    act(() => source.emit('state', STATE));
    act(() => source.emit('publication', INTERIM));
    const ptf = notificationStore.get('ptf');
    expect(ptf).toMatchObject({ kind: 'ptf', deliveryDay: '2025-03-11', href: '/reports/dam-mcp', read: false });
    await act(async () => { await vi.advanceTimersByTimeAsync(30 * 60_000 - 3_000); });
    expect(notificationStore.get('ptf')).toBeDefined();
    await act(async () => { await vi.advanceTimersByTimeAsync(2_000); });
    expect(notificationStore.get('ptf')).toBeUndefined();
  });

  it('tells only of the publications the member chose in settings, and still refreshes the others', () => {
    ptfNotificationSetting.set(false);
    realtimeNotificationSetting.set(true);
    gasReferencePriceNotificationSetting.set(false);
    const { source } = start();
    seedCache();
    act(() => source.emit('state', STATE));
    act(() => source.emit('publication', INTERIM));
    expect(notificationStore.get('ptf')).toBeUndefined();
    expect(stale(['dashboard', 'day-ahead-market', 'tr'])).toBe(true);
    act(() => source.emit('publication', { topic: 'gasReferencePrice', datasets: ['gas.drp'], publishedAt: '2025-03-11T00:00:00+03:00' }));
    expect(notificationStore.get('publication-gasReferencePrice')).toBeUndefined();
    act(() => source.emit('publication', REALTIME));
    expect(notificationStore.list().map((n) => [n.id, n.kind, n.titleKey])).toEqual([['publication-realtime', 'publication', 'publicationPush.realtimeTitle']]);
    // The next hour replaces it, unread again.
    notificationStore.markAllRead();
    act(() => source.emit('publication', { ...REALTIME, publishedAt: '2025-03-10T14:00:00+03:00' }));
    expect(notificationStore.list()).toHaveLength(1);
    expect(notificationStore.list()[0]!.read).toBe(false);
  });

  it('notices a publication missed while the connection was down from the state sent on reconnecting', () => {
    const { source } = start();
    seedCache();
    act(() => source.emit('state', STATE));
    act(() => source.fail(false));
    act(() => source.emit('state', { topics: [...STATE.topics.slice(0, 2), REALTIME, STATE.topics[3]] }));
    expect(stale(['report', 'realtime-consumption', '2025-03-10'])).toBe(true);
    expect(stale(['report', 'dam-mcp', '2025-03-10'])).toBe(false);
  });

  it('falls back when the server refuses the stream, when it keeps failing, or when the browser has no EventSource', () => {
    const refused = start();
    act(() => refused.source.fail(true));
    expect(refused.hook.result.current).toBe('fallback');
    cleanup();

    const flaky = start();
    act(() => flaky.source.fail(false));
    act(() => flaky.source.fail(false));
    expect(flaky.hook.result.current).toBe('connecting');
    act(() => flaky.source.fail(false));
    expect(flaky.hook.result.current).toBe('fallback');
    expect(flaky.source.readyState).toBe(FakeEventSource.CLOSED);
    cleanup();

    vi.stubGlobal('EventSource', undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const none = renderHook(() => usePublicationPush({ reportHref: '/r', serverNow: () => Date.now() }), { wrapper });
    expect(none.result.current).toBe('fallback');
  });
});
