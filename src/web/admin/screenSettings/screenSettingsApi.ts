// The screen settings' calls (admin screen 9016): the administrator's read and the whole-set update.
import type { ScreenSettings } from '../../../engine/app-api/screenSettings';
import { contentRequest } from '../announcements/contentRequest';

export const ADMIN_SCREEN_SETTINGS = '/app-api/admin/screen-settings';
export const ADMIN_SCREEN_SETTINGS_KEY = ['admin', 'screen-settings'] as const;

export interface ScreenSettingsAnswer { settings: ScreenSettings; builtIn: ScreenSettings; updatedAt: string | null; updatedBy: string | null }

export const fetchScreenSettings = (signal?: AbortSignal) => contentRequest<ScreenSettingsAnswer>(ADMIN_SCREEN_SETTINGS, signal ? { signal } : {});

export const saveScreenSettings = (settings: ScreenSettings) =>
  contentRequest<ScreenSettingsAnswer>(ADMIN_SCREEN_SETTINGS, { method: 'PUT', json: settings, suppressErrorModal: true });
