// The built administration screens by menu id, each its own lazy chunk (never in the shell's first chunk).
// A new screen: its id in adminScreenIds.ts, its entry here.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../router/chunks/lazyPage';
import { ADMIN_PAGE } from '../../engine/menu/fixedMenuIds';
import type { AdminScreenId } from './adminScreenIds';

export const adminScreens: Record<AdminScreenId, LazyExoticComponent<ComponentType<object>>> = {
  [ADMIN_PAGE.dataRangeLimits]: lazyPage(() => import('./pageData/DataRangeLimitsScreen').then((m) => m.DataRangeLimitsScreen)),
  [ADMIN_PAGE.reportDescriptions]: lazyPage(() => import('./pageData/ReportDescriptionsScreen').then((m) => m.ReportDescriptionsScreen)),
  [ADMIN_PAGE.dataUpdateTimes]: lazyPage(() => import('./pageData/UpdateTimesScreen').then((m) => m.UpdateTimesScreen)),
};
