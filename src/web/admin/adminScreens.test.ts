// The administration screens' frame: each built screen has the spec's menu id, an address in the admin menu, a
// lazy screen in the registry (tests/contract/adminScreenIds.test.ts: their ids are refused to report pages).
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE } from '../../engine/menu/fixedMenuIds';
import { adminMenu } from '../router/menus/fixedMenus';
import { indexMenu } from '../router/menus/menuIndex';
import { resolveRoute } from '../router/resolveRoute';
import { ADMIN_SCREEN_IDS } from './adminScreenIds';
import { adminScreens } from './adminScreens';

const context = (adminSession: boolean) => ({
  index: indexMenu([adminMenu]), reportIdByPageId: new Map<number, string>(), pageIdByReportId: new Map<string, number>(),
  signedIn: true, adminSession, host: 'localhost',
});
const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('administration screens', () => {
  it('gives the page-data screens the spec\'s ids 8, 9 and 10, each with a lazy screen', () => {
    expect([ADMIN_PAGE.dataRangeLimits, ADMIN_PAGE.reportDescriptions, ADMIN_PAGE.dataUpdateTimes]).toEqual([8, 9, 10]);
    for (const id of ADMIN_SCREEN_IDS) expect(adminScreens[id].loaded).toBe(false); // not in the shell's code until opened
  });

  it('routes their addresses to the screen for an administrator, and to the sign-in prompt for anyone else', () => {
    expect(resolveRoute(at('/admin/data-range-limits'), context(true))).toMatchObject({ screen: { kind: 'adminScreen', menuId: 8 } });
    expect(resolveRoute(at('/admin/report-descriptions'), context(true))).toMatchObject({ screen: { kind: 'adminScreen', menuId: 9 } });
    expect(resolveRoute(at('/admin/data-update-times'), context(true))).toMatchObject({ screen: { kind: 'adminScreen', menuId: 10 } });
    expect(resolveRoute(at('/admin/report-descriptions'), context(false))).toMatchObject({ screen: { kind: 'adminSignIn' } });
    expect(resolveRoute(at('/admin/membership-requests'), context(true))).toMatchObject({ screen: { kind: 'adminScreen', menuId: 9001 } });
  });
});
