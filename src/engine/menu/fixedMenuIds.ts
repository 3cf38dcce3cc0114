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

/** The administrator's tree (its group node first). */
export const ADMIN_PAGE = { membershipRequests: 9001, pageSettings: 9002, revisions: 9003, menu: 9004 } as const;
export const ADMIN_GROUP_ID = 9000;

/** Every menu id taken by a fixed page. */
export const FIXED_MENU_IDS: ReadonlySet<number> = new Set([...Object.values(FIXED_PAGE), ...Object.values(ADMIN_PAGE), ADMIN_GROUP_ID]);
