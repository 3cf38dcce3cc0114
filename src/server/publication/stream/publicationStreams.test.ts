// The shared watch on a fake clock: each topic's event goes out on the very millisecond its publication is due
// (the schedule of datasets/publishedBefore.ts), a heartbeat every 25 s, and nothing keeps running once the
// streams are closed.
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicationStreams } from './publicationStreams';

const istanbul = (text: string) => Date.parse(`${text}+03:00`);

function reader() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => { text += chunk.toString(); });
  return { out, text: () => text, events: () => [...text.matchAll(/event: publication\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as { topic: string; publishedAt: string; datasets: string[] }) };
}

beforeEach(() => { vi.useFakeTimers({ now: istanbul('2025-03-10T12:59:50') }); });
afterEach(() => { vi.useRealTimers(); });

describe('publication streams', () => {
  it('sends the interim price at 13:00:00 sharp and the final results at 14:00:00, with their datasets and time', async () => {
    const streams = createPublicationStreams({ now: () => new Date(), perAddress: 2 });
    const a = reader();
    streams.open('1.2.3.4', a.out);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(a.events()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const interim = a.events().filter((e) => e.topic === 'interimPrice');
    expect(interim).toEqual([{ topic: 'interimPrice', datasets: ['dam.interim-mcp'], publishedAt: '2025-03-10T13:00:00+03:00' }]);
    // 13:00 is also a new hour of real-time data.
    expect(a.events().map((e) => e.topic)).toEqual(['interimPrice', 'realtime']);
    expect(a.events()[1]!.datasets).toEqual(expect.arrayContaining(['consumption.realtime', 'generation.realtime', 'umm.messages']));

    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(a.events().map((e) => e.topic)).toEqual(['interimPrice', 'realtime']);
    await vi.advanceTimersByTimeAsync(1);
    const final = a.events().find((e) => e.topic === 'dayAheadPrice');
    expect(final?.publishedAt).toBe('2025-03-10T14:00:00+03:00');
    expect(final?.datasets).toContain('dam.mcp');
    streams.closeAll();
  });

  it('sends the gas reference price at the start of the day, once', async () => {
    vi.setSystemTime(istanbul('2025-03-10T23:59:59'));
    const streams = createPublicationStreams({ now: () => new Date(), perAddress: 2 });
    const a = reader();
    streams.open('1.2.3.4', a.out);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(a.events().filter((e) => e.topic === 'gasReferencePrice')).toEqual([{ topic: 'gasReferencePrice', datasets: ['gas.drp'], publishedAt: '2025-03-11T00:00:00+03:00' }]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(a.events().filter((e) => e.topic === 'gasReferencePrice')).toHaveLength(1);
    streams.closeAll();
  });

  it('writes a heartbeat comment every 25 seconds to every stream', async () => {
    vi.setSystemTime(istanbul('2025-03-10T10:05:00'));
    const streams = createPublicationStreams({ now: () => new Date(), perAddress: 2 });
    const a = reader();
    const b = reader();
    streams.open('1.2.3.4', a.out);
    streams.open('5.6.7.8', b.out);
    await vi.advanceTimersByTimeAsync(24_999);
    expect(a.text()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(a.text()).toBe(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(b.text()).toBe(': heartbeat\n\n: heartbeat\n\n');
    streams.closeAll();
  });

  it('counts streams per address, frees a place when one closes, and stops every timer when all are closed', async () => {
    const streams = createPublicationStreams({ now: () => new Date(), perAddress: 2 });
    const a = reader();
    const b = reader();
    streams.open('1.2.3.4', a.out);
    streams.open('1.2.3.4', b.out);
    expect(streams.hasRoom('1.2.3.4')).toBe(false);
    expect(streams.hasRoom('5.6.7.8')).toBe(true);
    b.out.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.hasRoom('1.2.3.4')).toBe(true);
    let ended = false;
    a.out.on('end', () => { ended = true; });
    streams.closeAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
    expect(streams.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
