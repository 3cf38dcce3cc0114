import { describe, expect, it, vi } from 'vitest';
import { createLoaderCounter } from './loaderCounter';

describe('the loader counter', () => {
  it('counts requests up on start and down on finish', () => {
    const loader = createLoaderCounter();
    loader.start();
    loader.start();
    expect(loader.count()).toBe(2);
    loader.finish();
    expect(loader.count()).toBe(1);
    loader.finish();
    expect(loader.count()).toBe(0);
  });

  it('never goes below zero, so the next request still shows the loader', () => {
    const loader = createLoaderCounter();
    loader.finish();
    loader.finish();
    expect(loader.count()).toBe(0);
    loader.start();
    expect(loader.count()).toBe(1);
  });

  it('tells subscribers of each change and stops after unsubscribe', () => {
    const loader = createLoaderCounter();
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    loader.start();
    loader.finish();
    loader.finish(); // already zero: no change, no call
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    loader.start();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
