// Menu ids of the administration screens that are built (their components: adminScreens.ts). Ids only, so the
// router (pure, in the shell's first chunk) knows them without loading any screen.
import { ADMIN_PAGE } from '../../engine/menu/fixedMenuIds';

export const ADMIN_SCREEN_IDS = [ADMIN_PAGE.dataRangeLimits, ADMIN_PAGE.reportDescriptions, ADMIN_PAGE.dataUpdateTimes] as const;

export type AdminScreenId = (typeof ADMIN_SCREEN_IDS)[number];

export function isAdminScreenId(id: number): id is AdminScreenId {
  return (ADMIN_SCREEN_IDS as readonly number[]).includes(id);
}
