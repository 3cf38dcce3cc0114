// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewport } from './useViewport';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1400 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useViewport', () => {
  it('classes the width: desktop, mobile below 1200, narrow below 500', () => {
    const { result } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: 1400, narrow: false, mobile: false });
    act(() => {
      resizeTo(1199);
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toEqual({ width: 1199, narrow: false, mobile: true });
    act(() => {
      resizeTo(499);
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toEqual({ width: 499, narrow: true, mobile: true });
  });

  it('waits until resizing has paused for 200 ms and then takes the last width', () => {
    const { result } = renderHook(() => useViewport());
    act(() => {
      resizeTo(900);
      vi.advanceTimersByTime(150);
      resizeTo(400);
      vi.advanceTimersByTime(150);
    });
    expect(result.current.width).toBe(1400);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toEqual({ width: 400, narrow: true, mobile: true });
  });

  it('stops listening and drops a pending update when unmounted', () => {
    const { unmount } = renderHook(() => useViewport());
    act(() => resizeTo(800));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    resizeTo(300);
    expect(vi.getTimerCount()).toBe(0);
  });
});
