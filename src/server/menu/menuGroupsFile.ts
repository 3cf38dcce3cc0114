// The groups file sits among the descriptors in reports/, so the descriptor reader skips it by this name.
export const MENU_GROUPS_FILE = 'menu-groups.json';
