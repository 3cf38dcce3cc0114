// Menu ids of the administration screens that are built (their components: adminScreens.ts). Ids only, so the
// router (pure, in the shell's first chunk) knows them without loading any screen.
import { ADMIN_PAGE } from '../../engine/menu/fixedMenuIds';

export const ADMIN_SCREEN_IDS = [ADMIN_PAGE.dataRangeLimits, ADMIN_PAGE.reportDescriptions, ADMIN_PAGE.dataUpdateTimes, ADMIN_PAGE.systemAccess, ADMIN_PAGE.blockedAddresses, ADMIN_PAGE.participantList, ADMIN_PAGE.licensedPlantInvestments, ADMIN_PAGE.yekdemParticipantList, ADMIN_PAGE.menuOperations, ADMIN_PAGE.sendingData, ADMIN_PAGE.announcements, ADMIN_PAGE.mediaLibrary, ADMIN_PAGE.webServiceLimits, ADMIN_PAGE.statisticsReports, ADMIN_PAGE.membershipRequests, ADMIN_PAGE.revisions, ADMIN_PAGE.auditLog,
  ADMIN_PAGE.processParameters, ADMIN_PAGE.configurationParameters, ADMIN_PAGE.summerWinterTime, ADMIN_PAGE.smsAndEmail, ADMIN_PAGE.contentPages,
  ADMIN_PAGE.screenSettings, ADMIN_PAGE.contractManagement] as const;

export type AdminScreenId = (typeof ADMIN_SCREEN_IDS)[number];

export function isAdminScreenId(id: number): id is AdminScreenId {
  return (ADMIN_SCREEN_IDS as readonly number[]).includes(id);
}
