import { useSyncExternalStore } from 'react';
import { locationSnapshot, subscribeToLocation } from './history';

export interface AppLocation {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
}

export function useLocation(): AppLocation {
  const snapshot = useSyncExternalStore(subscribeToLocation, locationSnapshot, () => '/');
  const at = snapshot.indexOf('?');
  return at === -1 ? { pathname: snapshot, search: '' } : { pathname: snapshot.slice(0, at), search: snapshot.slice(at) };
}
