// Menu ids of the pages the app knows without the server (src/web/router/menus/fixedMenus.ts), which the router
// maps to their screens. No report page may take one: `npm run validate` refuses a descriptor's pageId among them,
// since the router would open the fixed screen (or the report in its place) under that id.
export const FIXED_PAGE = {
  adminSignIn: 1,
  electricityPrompt: 2,
  naturalGasPrompt: 3,
  documentation: 4,
  regulatorDocument: 41,
  webServiceGuide: 42,
  // 43 was asked for, but the available-installed-capacity report holds it: 39 lies below every report range.
  webServiceReference: 39,
  userGuide: 25,
  dataDictionary: 26,
  bulletins: 253,
  electricityBulletins: 254,
  naturalGasBulletins: 255,
  about: 5,
  aboutPlatform: 51,
  faq: 52,
  announcements: 6,
} as const;

/**
 * The administrator's tree (its group nodes first). Screens the operator's spec numbers carry its menu ids (8, 9,
 * 10, 256, 260, 261, 262); the others take ids from 9001 up, which no report page may use.
 */
export const ADMIN_PAGE = {
  membershipRequests: 9001, revisions: 9003,
  dataRangeLimits: 8, reportDescriptions: 9, dataUpdateTimes: 10,
  menuOperations: 256, participantList: 260, licensedPlantInvestments: 261, statisticsReports: 262,
  yekdemParticipantList: 9005, mediaLibrary: 9006, announcements: 9007, auditLog: 9008,
  processParameters: 9010, configurationParameters: 9011, systemAccess: 9012, blockedAddresses: 9013,
  summerWinterTime: 9014, smsAndEmail: 9015, screenSettings: 9016, contractManagement: 9017,
  webServiceLimits: 9018, sendingData: 9019, contentPages: 9022,
} as const;
export const ADMIN_GROUP_ID = 9000;
/** Sub-groups of the administrator's tree. */
export const ADMIN_SUBGROUP = { lists: 9020, settings: 9021 } as const;

/** Every menu id taken by a fixed page. */
export const FIXED_MENU_IDS: ReadonlySet<number> = new Set([
  ...Object.values(FIXED_PAGE), ...Object.values(ADMIN_PAGE), ...Object.values(ADMIN_SUBGROUP), ADMIN_GROUP_ID,
]);
