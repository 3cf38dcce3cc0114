// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request/request';
import { controllableFetch, settle } from '../../api/request/testing/controllableFetch';
import { changeLocale } from '../../i18n/i18n';
import { appLoader } from './appLoader';
import { PageLoader } from './PageLoader';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PageLoader', () => {
  it('shows a labelled progress bar only while requests are under way', async () => {
    changeLocale('tr');
    const { calls } = controllableFetch();
    render(
      <PageLoader />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    await act(async () => {
      first = request({ url: '/a' });
      second = request({ url: '/b' });
      await settle();
    });
    expect(screen.getByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();

    await act(async () => {
      calls[0]?.respond({});
      await first;
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(async () => {
      calls[1]?.fail();
      await second;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(appLoader.count()).toBe(0);
  });
});
