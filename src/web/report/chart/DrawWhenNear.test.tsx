// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawWhenNear, NEAR_MARGIN_PX } from './DrawWhenNear';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An IntersectionObserver the test drives: `enter()` tells every observer its target came near. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const disconnected: boolean[] = [];
  vi.stubGlobal('IntersectionObserver', class {
    private readonly index: number;
    constructor(callback: IntersectionObserverCallback) { this.index = callbacks.push(callback) - 1; disconnected.push(false); }
    observe() {}
    disconnect() { disconnected[this.index] = true; }
  });
  return {
    enter: () => act(() => { for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver); }),
    observers: () => callbacks.length,
    disconnected,
  };
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 440, left: 0, right: 800, width: 800, height: 440, x: 0, y: top, toJSON: () => ({}) });
}

describe('a chart drawn when its place comes near the screen', () => {
  it('is drawn at once where its place is on the first screen', () => {
    stubObserver();
    placeAt(300);
    render(<DrawWhenNear placeholder="Grafik yükleniyor…"><p>the chart</p></DrawWhenNear>);
    expect(screen.getByText('the chart')).toBeTruthy();
  });

  it('waits below the fold with its placeholder, then draws when the reader scrolls near it', () => {
    const observer = stubObserver();
    placeAt(window.innerHeight + NEAR_MARGIN_PX + 600);
    render(<DrawWhenNear placeholder="Grafik yükleniyor…"><p>the chart</p></DrawWhenNear>);
    expect(screen.queryByText('the chart')).toBeNull();
    expect(screen.getByText('Grafik yükleniyor…')).toBeTruthy();
    expect(observer.observers()).toBe(1);
    observer.enter();
    expect(screen.getByText('the chart')).toBeTruthy();
    expect(observer.disconnected[0]).toBe(true);
  });

  it('is drawn at once where the browser cannot tell where the screen is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    placeAt(window.innerHeight + 5000);
    render(<DrawWhenNear placeholder="…"><p>the chart</p></DrawWhenNear>);
    expect(screen.getByText('the chart')).toBeTruthy();
  });
});
