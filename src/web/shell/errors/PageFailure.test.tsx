// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ChunkLoadError } from '../../router/chunks/loadChunk';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageFailure } from './PageFailure';

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new RangeError('the table has no columns');
  return <p>page drawn</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>mend</button>
      <ErrorBoundary fallback={(error, reset) => <PageFailure error={error} onRetry={reset} />}>
        <Exploding explode={explode} />
      </ErrorBoundary>
    </>
  );
}

describe('PageFailure in an ErrorBoundary', () => {
  afterEach(cleanup);

  it("shows the error's name and message, and tries the page again", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('en'));
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByRole('alert').textContent).toContain('RangeError: the table has no columns');
    fireEvent.click(screen.getByRole('button', { name: 'mend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('page drawn')).toBeTruthy();
    quiet.mockRestore();
  });

  it('explains code that did not load, in Turkish too, with a reload and no retry of its own', async () => {
    await act(() => i18n.changeLanguage('tr'));
    render(<PageFailure error={new ChunkLoadError(7, new TypeError('Failed to fetch dynamically imported module'))} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Sayfanın bir bölümü yüklenemedi');
    expect(screen.getByRole('alert').textContent).toContain('7 kez');
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError: Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
