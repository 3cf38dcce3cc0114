import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LIMIT_MS, ChunkLoadError, loadChunk } from './loadChunk';

const importFailure = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the chunk at once when it loads', async () => {
    const retryStyles = vi.fn(async () => undefined);
    await expect(loadChunk(async () => 'page', undefined, retryStyles)).resolves.toBe('page');
    expect(retryStyles).not.toHaveBeenCalled();
  });

  it('retries a failed chunk after a pause, reloading failed stylesheets first', async () => {
    const retryStyles = vi.fn(async () => undefined);
    const load = vi.fn().mockRejectedValueOnce(importFailure()).mockResolvedValue('page');
    const result = loadChunk(load, undefined, retryStyles);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(retryStyles).toHaveBeenCalledTimes(1);
  });

  it('retries while a stylesheet keeps failing, then loads', async () => {
    const retryStyles = vi.fn().mockRejectedValueOnce(new Error('stylesheet did not load')).mockResolvedValue(undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('Unable to preload CSS')).mockResolvedValue('page');
    const result = loadChunk(load, undefined, retryStyles);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toBe('page');
    expect(retryStyles).toHaveBeenCalledTimes(2);
  });

  it('gives up within 120 s with a ChunkLoadError naming the attempts and the last reason', async () => {
    const load = vi.fn().mockRejectedValue(importFailure());
    const started = Date.now();
    const result = loadChunk(load, undefined, async () => undefined).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LIMIT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).message).toBe('Failed to fetch dynamically imported module');
    expect((error as ChunkLoadError).attempts).toBe(load.mock.calls.length);
    expect(load.mock.calls.length).toBeGreaterThan(4);
    expect(Date.now() - started).toBeLessThanOrEqual(CHUNK_LIMIT_MS);
  });

  it('gives up an attempt that is still pending when the 120 s are over', async () => {
    const result = loadChunk(() => new Promise<string>(() => undefined), undefined, async () => undefined).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LIMIT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toMatch(/no answer within 120 s/);
  });
});
