import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, currentErrors, showErrors, subscribeToErrors } from './errorStore';

afterEach(clearErrors);

describe('the error store', () => {
  it('holds the errors with their transaction id until cleared, telling subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToErrors(listener);
    showErrors({ errors: [{ errorCode: 'A', errorMessage: 'a' }], transactionId: 't1' });
    expect(currentErrors()).toEqual({ kind: 'server', errors: [{ errorCode: 'A', errorMessage: 'a', transactionId: 't1' }] });
    clearErrors();
    expect(currentErrors()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('adds errors that arrive while open, once each, keeping the first title', () => {
    showErrors({ title: 'Kayıt yapılamadı', errors: [{ errorCode: 'A', errorMessage: 'a' }] });
    showErrors({ title: 'Başka', errors: [{ errorCode: 'A', errorMessage: 'a' }, { errorCode: 'B', errorMessage: 'b' }, { errorCode: 'B', errorMessage: 'b' }] });
    expect(currentErrors()).toEqual({
      title: 'Kayıt yapılamadı',
      kind: 'server',
      errors: [
        { errorCode: 'A', errorMessage: 'a' },
        { errorCode: 'B', errorMessage: 'b' },
      ],
    });
  });

  it('ignores an empty list', () => {
    showErrors({ errors: [] });
    expect(currentErrors()).toBeNull();
  });
});
