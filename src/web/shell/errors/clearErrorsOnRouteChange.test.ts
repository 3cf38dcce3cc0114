// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from '../../router/history';
import { clearErrorsOnRouteChange } from './clearErrorsOnRouteChange';
import { clearErrors, currentErrors, showErrors } from './errorStore';

afterEach(clearErrors);

describe('clearErrorsOnRouteChange', () => {
  it('clears the errors on navigation and on back/forward until unsubscribed', () => {
    window.history.replaceState(null, '', '/');
    const unsubscribe = clearErrorsOnRouteChange();
    showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] });
    navigate('/reports/a');
    expect(currentErrors()).toBeNull();
    showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(currentErrors()).toBeNull();
    unsubscribe();
    showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] });
    navigate('/reports/b');
    expect(currentErrors()).not.toBeNull();
  });
});
