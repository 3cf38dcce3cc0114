// Each screen the router draws (router/RouteView.tsx): its code, a lazy chunk, and how it is drawn from the
// resolved screen. One registry for both, so that the router (and the app's start, firstScreen.ts) can load a
// screen's code before drawing it (chunks/usePageCode.ts) from the same entry that draws it.
import type { ReactElement } from 'react';
import { withTexts } from '../i18n/textGroups';
import { lazyPage, type LazyPage } from './chunks/lazyPage';
import type { Screen } from './resolveRoute';

export const screenPages = {
  HomePage: lazyPage(() => import('../home/HomePage').then((m) => m.HomePage)),
  ReportRoute: lazyPage(() => import('../report/ReportRoute').then((m) => m.ReportRoute)),
  NotFoundPage: lazyPage(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage)),
  SignInPromptPage: lazyPage(() => import('../pages/SignInPromptPage').then((m) => m.SignInPromptPage)),
  PlaceholderPage: lazyPage(() => import('../pages/PlaceholderPage').then((m) => m.PlaceholderPage)),
  AboutPage: lazyPage(withTexts(['documents'], () => import('../pages/AboutPage').then((m) => m.AboutPage))),
  FaqPage: lazyPage(withTexts(['documents'], () => import('../pages/FaqPage').then((m) => m.FaqPage))),
  WebServiceGuidePage: lazyPage(() => import('../pages/WebServiceGuidePage').then((m) => m.WebServiceGuidePage)),
  WebServiceReferencePage: lazyPage(() => import('../reference/WebServiceReferencePage').then((m) => m.WebServiceReferencePage)),
  RegulatorDocumentPage: lazyPage(withTexts(['documents'], () => import('../pages/RegulatorDocumentPage').then((m) => m.RegulatorDocumentPage))),
  UserGuidePage: lazyPage(() => import('../guide/UserGuidePage').then((m) => m.UserGuidePage)),
  DataDictionaryPage: lazyPage(() => import('../dictionary/DataDictionaryPage').then((m) => m.DataDictionaryPage)),
  BulletinsPage: lazyPage(withTexts(['documents'], () => import('../bulletins/BulletinsPage').then((m) => m.BulletinsPage))),
  AnnouncementsPage: lazyPage(() => import('../announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage)),
  AdminHomePage: lazyPage(withTexts(['admin', 'documents'], () => import('../admin/AdminHomePage').then((m) => m.AdminHomePage))),
  AdminSignInPrompt: lazyPage(withTexts(['admin'], () => import('../admin/AdminSignInPrompt').then((m) => m.AdminSignInPrompt))),
  AdminScreenRoute: lazyPage(withTexts(['admin', 'documents', 'memberSettings'], () => import('../admin/AdminScreenRoute').then((m) => m.AdminScreenRoute))),
  DashboardPage: lazyPage(withTexts(['dashboard'], () => import('../dashboard/DashboardPage').then((m) => m.DashboardPage))),
  SharedDashboardPage: lazyPage(withTexts(['dashboard'], () => import('../dashboard/SharedDashboardPage').then((m) => m.SharedDashboardPage))),
};

/** What a screen's drawing may need besides the screen itself. */
export interface ScreenContext { title: string | undefined; signedIn: boolean; guideHref: string | undefined }

/** A screen ready to draw: the code it needs and the element that draws it. */
export interface DrawnScreen { page: LazyPage<never>; element: ReactElement }

type ScreenOf<K extends Screen['kind']> = Extract<Screen, { kind: K }>;

function drawn<P extends object>(page: LazyPage<P>, props: P): DrawnScreen {
  const Page = page;
  return { page: page as LazyPage<never>, element: <Page {...props} /> };
}

const screens: { [K in Screen['kind']]: (screen: ScreenOf<K>, context: ScreenContext) => DrawnScreen } = {
  home: () => drawn(screenPages.HomePage, {}),
  report: (screen) => drawn(screenPages.ReportRoute, { id: screen.reportId }),
  notFound: (_screen, { signedIn }) => drawn(screenPages.NotFoundPage, { signedIn }),
  signInPrompt: (screen) => drawn(screenPages.SignInPromptPage, { area: screen.area }),
  placeholder: (_screen, { title }) => drawn(screenPages.PlaceholderPage, { title: title ?? '' }),
  about: () => drawn(screenPages.AboutPage, {}),
  faq: (_screen, { guideHref }) => drawn(screenPages.FaqPage, guideHref ? { guideHref } : {}),
  webServiceGuide: () => drawn(screenPages.WebServiceGuidePage, {}),
  webServiceReference: (screen) => drawn(screenPages.WebServiceReferencePage, {
    ...(screen.service ? { service: screen.service } : {}), ...(screen.operationId ? { operationId: screen.operationId } : {}),
  }),
  regulatorDocument: () => drawn(screenPages.RegulatorDocumentPage, {}),
  announcements: () => drawn(screenPages.AnnouncementsPage, {}),
  userGuide: () => drawn(screenPages.UserGuidePage, {}),
  dataDictionary: () => drawn(screenPages.DataDictionaryPage, {}),
  bulletins: (screen) => drawn(screenPages.BulletinsPage, { market: screen.market }),
  adminHome: () => drawn(screenPages.AdminHomePage, {}),
  adminSignIn: () => drawn(screenPages.AdminSignInPrompt, {}),
  adminScreen: (screen) => drawn(screenPages.AdminScreenRoute, { menuId: screen.menuId }),
  dashboard: (screen) => (screen.sharedToken ? drawn(screenPages.SharedDashboardPage, { token: screen.sharedToken }) : drawn(screenPages.DashboardPage, {})),
};

export function drawScreen(screen: Screen, context: ScreenContext): DrawnScreen {
  return (screens[screen.kind] as (s: Screen, c: ScreenContext) => DrawnScreen)(screen, context);
}
