// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mockFetch';
import { ptfNotificationSetting } from '../settings/userSettings';
import { DATE_INIT_PATH, PUBLISHED_STATUS_PATH } from './publicationApi';
import { PublicationNotifier } from './PublicationNotifier';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2025-03-10T10:05:00Z') });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PublicationNotifier', () => {
  it('watches only while the user setting is on, and starts when it is turned on', async () => {
    ptfNotificationSetting.set(false);
    const { calls } = mockFetch({
      [DATE_INIT_PATH]: { body: { serverTime: '2025-03-10T13:05:00+03:00' } },
      [PUBLISHED_STATUS_PATH]: { body: { body: { content: { completed: false } } } },
    });
    render(<PublicationNotifier reportHref="/reports/dam-mcp" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(120_000); });
    expect(calls).toHaveLength(0);

    act(() => ptfNotificationSetting.set(true));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(calls.map((c) => c.path)).toEqual([DATE_INIT_PATH, PUBLISHED_STATUS_PATH]);
  });
});
