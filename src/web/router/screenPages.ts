// The code of each screen the router draws (router/RouteView.tsx), each a lazy chunk. A registry of its own so
// that the app's start (main.tsx, firstScreen.ts) can load the first screen's code before the first render.
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

type ScreenOf<K extends Screen['kind']> = Extract<Screen, { kind: K }>;

/** The code a screen draws with (the router loads it before it draws the screen: chunks/usePageCode.ts). */
const pageOfScreen: { [K in Screen['kind']]: (screen: ScreenOf<K>) => LazyPage<never> } = {
  home: () => screenPages.HomePage,
  report: () => screenPages.ReportRoute as LazyPage<never>,
  notFound: () => screenPages.NotFoundPage as LazyPage<never>,
  signInPrompt: () => screenPages.SignInPromptPage as LazyPage<never>,
  placeholder: () => screenPages.PlaceholderPage as LazyPage<never>,
  about: () => screenPages.AboutPage,
  faq: () => screenPages.FaqPage as LazyPage<never>,
  webServiceGuide: () => screenPages.WebServiceGuidePage,
  webServiceReference: () => screenPages.WebServiceReferencePage as LazyPage<never>,
  regulatorDocument: () => screenPages.RegulatorDocumentPage,
  announcements: () => screenPages.AnnouncementsPage,
  userGuide: () => screenPages.UserGuidePage,
  dataDictionary: () => screenPages.DataDictionaryPage,
  bulletins: () => screenPages.BulletinsPage as LazyPage<never>,
  adminHome: () => screenPages.AdminHomePage,
  adminSignIn: () => screenPages.AdminSignInPrompt,
  adminScreen: () => screenPages.AdminScreenRoute as LazyPage<never>,
  dashboard: (screen) => (screen.sharedToken ? screenPages.SharedDashboardPage as LazyPage<never> : screenPages.DashboardPage),
};

export function screenPageOf(screen: Screen): LazyPage<never> {
  return (pageOfScreen[screen.kind] as (s: Screen) => LazyPage<never>)(screen);
}
