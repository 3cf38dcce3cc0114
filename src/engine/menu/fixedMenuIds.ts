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
  about: 5,
  aboutPlatform: 51,
  faq: 52,
  announcements: 6,
} as const;

/** The administrator's tree (its group node first). The page-data screens carry the spec's menu ids. */
export const ADMIN_PAGE = {
  membershipRequests: 9001, pageSettings: 9002, revisions: 9003, menu: 9004,
  dataRangeLimits: 8, reportDescriptions: 9, dataUpdateTimes: 10,
} as const;
export const ADMIN_GROUP_ID = 9000;

/**
 * The spec's menu ids of administration screens still to come (menu operations, participant list, licensed power
 * plant investments, statistics reports): reserved now, so no report page takes one before its screen arrives.
 */
export const RESERVED_ADMIN_IDS = { menuOperations: 256, participantList: 260, licensedPlantInvestments: 261, statisticsReports: 262 } as const;

/** Every menu id taken by a fixed page. */
export const FIXED_MENU_IDS: ReadonlySet<number> = new Set([
  ...Object.values(FIXED_PAGE), ...Object.values(ADMIN_PAGE), ...Object.values(RESERVED_ADMIN_IDS), ADMIN_GROUP_ID,
]);
