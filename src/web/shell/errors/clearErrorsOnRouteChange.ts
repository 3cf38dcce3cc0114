// Errors belong to the page they happened on: a new address starts with a clean slate.
import { subscribeToLocation } from '../../router/history';
import { clearErrors } from './errorStore';

/** Subscribes once; returns the unsubscribe. Safe to call more than once (each call clears on its own). */
export function clearErrorsOnRouteChange(): () => void {
  return subscribeToLocation(clearErrors);
}
