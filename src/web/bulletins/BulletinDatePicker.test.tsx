// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import '../testing/withAllTexts';
import { BulletinDatePicker } from './BulletinDatePicker';

beforeEach(() => {
  changeLocale('en');
});
afterEach(cleanup);

describe('BulletinDatePicker', () => {
  it('keeps a week the reader typed while the list was loading, and shows a bulletin chosen elsewhere', () => {
    const onPick = vi.fn();
    const props = { period: 'weekly' as const, first: '2024-W01', onPick };
    const { rerender } = render(<BulletinDatePicker {...props} value="" latest={null} />);
    const box = screen.getByLabelText('Week', { exact: true }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '2026-W46' } });
    // The list arrives: its newest bulletin opens, the reader's week stays in the box.
    rerender(<BulletinDatePicker {...props} value="2026-W47" latest="2026-W47" />);
    expect(box.value).toBe('2026-W46');
    fireEvent.click(screen.getByRole('button', { name: 'Show bulletin' }));
    expect(onPick).toHaveBeenCalledWith('2026-W46');
    // A bulletin chosen in the list puts its key in the box.
    rerender(<BulletinDatePicker {...props} value="2026-W45" latest="2026-W47" />);
    expect(box.value).toBe('2026-W45');
  });
});
