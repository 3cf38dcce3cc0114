// The built administration screens by menu id, each its own lazy chunk (never in the shell's first chunk).
// A new screen: its id in adminScreenIds.ts, its entry here.
import { lazyPage, type LazyPage } from '../router/chunks/lazyPage';
import { ADMIN_PAGE } from '../../engine/menu/fixedMenuIds';
import type { AdminScreenId } from './adminScreenIds';

export const adminScreens: Record<AdminScreenId, LazyPage<object>> = {
  [ADMIN_PAGE.dataRangeLimits]: lazyPage(() => import('./pageData/DataRangeLimitsScreen').then((m) => m.DataRangeLimitsScreen)),
  [ADMIN_PAGE.reportDescriptions]: lazyPage(() => import('./pageData/ReportDescriptionsScreen').then((m) => m.ReportDescriptionsScreen)),
  [ADMIN_PAGE.dataUpdateTimes]: lazyPage(() => import('./pageData/UpdateTimesScreen').then((m) => m.UpdateTimesScreen)),
  [ADMIN_PAGE.systemAccess]: lazyPage(() => import('./settings/SystemAccessScreen').then((m) => m.SystemAccessScreen)),
  [ADMIN_PAGE.blockedAddresses]: lazyPage(() => import('./settings/BlockedAddressesScreen').then((m) => m.BlockedAddressesScreen)),
  [ADMIN_PAGE.processParameters]: lazyPage(() => import('./settings/PlatformFactsScreen').then((m) => m.ProcessParametersScreen)),
  [ADMIN_PAGE.configurationParameters]: lazyPage(() => import('./settings/PlatformFactsScreen').then((m) => m.ConfigurationParametersScreen)),
  [ADMIN_PAGE.summerWinterTime]: lazyPage(() => import('./settings/PlatformFactsScreen').then((m) => m.SummerWinterTimeScreen)),
  [ADMIN_PAGE.smsAndEmail]: lazyPage(() => import('./settings/PlatformFactsScreen').then((m) => m.SmsAndEmailScreen)),
  [ADMIN_PAGE.participantList]: lazyPage(() => import('./uploads/uploadScreens').then((m) => m.ParticipantListUploadScreen)),
  [ADMIN_PAGE.licensedPlantInvestments]: lazyPage(() => import('./uploads/uploadScreens').then((m) => m.LicensedPlantInvestmentsUploadScreen)),
  [ADMIN_PAGE.yekdemParticipantList]: lazyPage(() => import('./uploads/uploadScreens').then((m) => m.YekdemParticipantListUploadScreen)),
  [ADMIN_PAGE.menuOperations]: lazyPage(() => import('./menu/MenuOperationsScreen').then((m) => m.MenuOperationsScreen)),
  [ADMIN_PAGE.sendingData]: lazyPage(() => import('./sendingData/SendingDataScreen').then((m) => m.SendingDataScreen)),
  [ADMIN_PAGE.announcements]: lazyPage(() => import('./announcements/AnnouncementsScreen').then((m) => m.AnnouncementsScreen)),
  [ADMIN_PAGE.mediaLibrary]: lazyPage(() => import('./media/MediaScreen').then((m) => m.MediaScreen)),
  [ADMIN_PAGE.webServiceLimits]: lazyPage(() => import('./serviceLimits/ServiceLimitsScreen').then((m) => m.ServiceLimitsScreen)),
  [ADMIN_PAGE.statisticsReports]: lazyPage(() => import('./statistics/StatisticsScreen').then((m) => m.StatisticsScreen)),
  [ADMIN_PAGE.membershipRequests]: lazyPage(() => import('./membership/MembershipRequestsScreen').then((m) => m.MembershipRequestsScreen)),
  [ADMIN_PAGE.revisions]: lazyPage(() => import('./revisions/RevisionsScreen').then((m) => m.RevisionsScreen)),
  [ADMIN_PAGE.auditLog]: lazyPage(() => import('./auditLog/AuditLogScreen').then((m) => m.AuditLogScreen)),
  [ADMIN_PAGE.screenSettings]: lazyPage(() => import('./screenSettings/ScreenSettingsScreen').then((m) => m.ScreenSettingsScreen)),
  [ADMIN_PAGE.contractManagement]: lazyPage(() => import('./contracts/ContractsScreen').then((m) => m.ContractsScreen)),
  [ADMIN_PAGE.contentPages]: lazyPage(() => import('./contentPages/ContentPagesScreen').then((m) => m.ContentPagesScreen)),
};
