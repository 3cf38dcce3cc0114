// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../../../schemas/report.schema';
import { BooleanCell } from './BooleanCell';
import { ListCell } from './ListCell';

afterEach(cleanup);

const flag: ReportColumn = { key: 'damEntry', type: 'boolean', hidden: false, label: { tr: 'Gün öncesi piyasası', en: 'Day-ahead market' } };
const details: ReportColumn = {
  key: 'faultDetails',
  type: 'list',
  hidden: false,
  label: { tr: 'Saatlik ayrıntı', en: 'Hourly detail' },
  valueLabels: { hour: { tr: 'Saat', en: 'Hour' }, faultCausedPowerLoss: { tr: 'Güç kaybı', en: 'Power lost' } },
};

describe('BooleanCell', () => {
  it('says yes or no in words in the page language, the mark hidden from screen readers', () => {
    const { container } = render(<BooleanCell column={flag} value={true} locale="tr" />);
    expect(container.textContent).toBe('✓ Evet');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    cleanup();
    expect(render(<BooleanCell column={flag} value={false} locale="en" />).container.textContent).toBe('– No');
  });
});

describe('ListCell', () => {
  const value = [
    { hour: '2024-07-29T13:00:00+03:00', faultCausedPowerLoss: 120.5 },
    { hour: '2024-07-29T14:00:00+03:00', faultCausedPowerLoss: 80 },
  ];

  it('shows the count as a button that opens the items with their labelled fields', () => {
    render(<ListCell column={details} value={value} locale="en" />);
    const button = screen.getByRole('button', { name: '2 items' });
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(button.getAttribute('popovertarget')).toBe(dialog.id);
    fireEvent.click(button);
    const items = dialog.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['Hour: 29.07.2024 13:00, Power lost: 120.5', 'Hour: 29.07.2024 14:00, Power lost: 80']);
  });

  it('counts in Turkish and shows a dash for an empty list', () => {
    render(<ListCell column={details} value={value.slice(0, 1)} locale="tr" />);
    expect(screen.getByRole('button', { name: '1 kayıt' })).toBeTruthy();
    cleanup();
    const { container } = render(<ListCell column={details} value={[]} locale="tr" />);
    expect(container.textContent).toBe('–');
    expect(container.querySelector('button')).toBeNull();
  });
});
