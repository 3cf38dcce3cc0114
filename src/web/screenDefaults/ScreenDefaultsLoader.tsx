// Asks the server for the platform's display defaults once the app starts (a public, briefly cached answer) and
// puts them in screenDefaultsStore.ts. Nothing on screen; a failed call leaves the built-in defaults.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ScreenSettings } from '../../engine/app-api/screenSettings';
import { bootCalls } from '../../engine/app-api/bootCalls';
import { apiFetch } from '../api/apiFetch';
import { screenDefaults } from './screenDefaultsStore';

// The first HTML carries the answer under this key (server/http/shellBoot.ts), so no request is made at start.
export const SCREEN_DEFAULTS_KEY = bootCalls.screenSettings().key;
export const SCREEN_DEFAULTS_URL = bootCalls.screenSettings().path;

export function ScreenDefaultsLoader() {
  const { data } = useQuery({
    queryKey: SCREEN_DEFAULTS_KEY,
    queryFn: ({ signal }) => apiFetch<ScreenSettings>(SCREEN_DEFAULTS_URL, { signal, suppressErrorModal: true, background: true }),
    staleTime: 30_000,
  });
  useEffect(() => { if (data) screenDefaults.set(data); }, [data]);
  return null;
}
