// What the shell loads before it draws the menu: who is signed in (user-info), the menu tree (members), the
// server's reference dates (date-init, also the notifications' clock) and the report list (menu id → report).
import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '../../../engine/app-api/appApiTypes';
import { bootCalls } from '../../../engine/app-api/bootCalls';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { apiFetch } from '../../api/apiFetch';

export type { UserInfo };

export function userInfoQuery() {
  return queryOptions({
    queryKey: bootCalls.userInfo().key,
    queryFn: ({ signal }) => apiFetch<UserInfo>(bootCalls.userInfo().path, { signal, suppressErrorModal: true }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

export function menuTreeQuery(enabled: boolean) {
  return queryOptions({
    queryKey: bootCalls.menuTree().key,
    queryFn: ({ signal }) => apiFetch<{ items: MenuNode[] }>(bootCalls.menuTree().path, { signal, suppressErrorModal: true }).then((r) => r.items),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function dateInitQuery() {
  return queryOptions({
    queryKey: bootCalls.dateInit().key,
    queryFn: ({ signal }) => apiFetch<{ serverTime: string }>(bootCalls.dateInit().path, { signal, background: true }),
    // Asked once per page load: the clock is carried forward from this answer (serverClock).
    staleTime: Infinity,
  });
}
