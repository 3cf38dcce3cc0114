// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gasFuturesByTradeOrDelivery as futures } from '../../../../../engine/filters/testing/filterShapeDescriptors';
import { defaultFilterValues } from '../../../../../engine/request/defaultFilterValues';
import { changeLocale } from '../../../../i18n/i18n';
import { renderWithApp } from '../../../../testing/renderWithApp';
import { FilterForm } from '../../FilterForm';

const now = new Date('2024-07-29T10:00:00+03:00');

beforeEach(() => changeLocale('en'));
afterEach(cleanup);

describe('ChoiceWidget', () => {
  it('switches between the two bodies, shows only the chosen one and applies it once complete', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={futures} values={defaultFilterValues(futures, now)} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Trade date' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Delivery year' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Delivery period' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Start' })).toBeNull());
    // The delivery body has no year yet: nothing is applied until it has one.
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Delivery year' }), { target: { value: '2024' } });
    await waitFor(() =>
      expect(onApply).toHaveBeenLastCalledWith({ isTransactionPeriod: 'false', startDate: undefined, endDate: undefined, deliveryYear: '2024', deliveryPeriod: undefined }, undefined),
    );
  });
});
