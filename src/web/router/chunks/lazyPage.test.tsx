// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

describe('lazyPage', () => {
  afterEach(cleanup);

  it('draws a page whose code is loaded ahead in the first render, without its Suspense fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    expect(Page.loaded).toBe(false);
    await Page.load();
    expect(Page.loaded).toBe(true);
    render(<Suspense fallback={<p>loading</p>}><Page label="ready" /></Suspense>);
    // Synchronously there, not after a fallback.
    expect(screen.getByRole('button', { name: 'ready 0' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends a page whose code is not in yet, then keeps its state once it has drawn', async () => {
    let release!: () => void;
    const Page = lazyPage(() => new Promise<typeof Counter>((resolve) => { release = () => resolve(Counter); }));
    const { rerender } = render(<Suspense fallback={<p>loading</p>}><Page label="late" /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => { release(); await Page.load(); });
    const button = await screen.findByRole('button', { name: 'late 0' });
    act(() => button.click());
    // A render after the code came in keeps the same page (no remount, its count stays).
    rerender(<Suspense fallback={<p>loading</p>}><Page label="late" /></Suspense>);
    expect(screen.getByRole('button', { name: 'late 1' })).toBeTruthy();
  });

  it('fetches the code once however often it is asked for', async () => {
    let calls = 0;
    const Page = lazyPage(() => {
      calls += 1;
      return Promise.resolve(Counter);
    });
    await Promise.all([Page.load(), Page.load()]);
    render(<Suspense fallback={<p>loading</p>}><Page label="once" /></Suspense>);
    await Page.load();
    expect(calls).toBe(1);
  });
});

describe('usePageCode', () => {
  afterEach(cleanup);

  it('says a page is ready once its code is in, and follows a new page', async () => {
    const { usePageCode } = await import('./usePageCode');
    const first = lazyPage(() => Promise.resolve(Counter));
    const second = lazyPage(() => Promise.resolve(Counter));
    function Probe({ page }: { page: typeof first }) {
      return <p>{usePageCode(page) ? 'ready' : 'waiting'}</p>;
    }
    const { rerender } = render(<Probe page={first} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('ready')).toBeTruthy();
    rerender(<Probe page={second} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(second.loaded).toBe(true);
  });
});
