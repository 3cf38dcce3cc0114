// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appLoader } from '../loader/appLoader';
import { useAfterStart } from './afterStart';

function Deferred({ name }: { name: string }) {
  return <p>{useAfterStart() ? `${name}: started` : `${name}: waiting`}</p>;
}

afterEach(cleanup);

describe('useAfterStart', () => {
  it('waits while the page still has a request under way, then starts, and a part mounted later starts at once', async () => {
    appLoader.start();
    render(<Deferred name="sticky" />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('sticky: waiting')).toBeTruthy();
    appLoader.finish();
    await waitFor(() => expect(screen.getByText('sticky: started')).toBeTruthy());
    render(<Deferred name="later" />);
    expect(screen.getByText('later: started')).toBeTruthy();
  });
});
