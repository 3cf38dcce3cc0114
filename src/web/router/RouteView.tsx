// Address → page. Routes come from the menu (resolveRoute); redirects replace the address; each page is a lazy
// chunk inside its own request scope, so leaving a page cancels what it still had in flight.
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { PageRequestScope } from '../api/request/PageRequestScope';
import { useLocale } from '../i18n/useLocale';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageFailure } from '../shell/errors/PageFailure';
import { usePageMeta } from '../shell/usePageMeta';
import { lazyPage } from './chunks/lazyPage';
import { withTexts } from '../i18n/textGroups';
import { navigate } from './history';
import { rememberLastPage } from './lastVisitedPage';
import { FIXED_PAGE } from './menus/fixedMenus';
import { isRememberedScreen, type Screen } from './resolveRoute';
import { useCurrentRoute } from './useCurrentRoute';

const HomePage = lazyPage(() => import('../home/HomePage').then((m) => m.HomePage));
const ReportRoute = lazyPage(() => import('../report/ReportRoute').then((m) => m.ReportRoute));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
const SignInPromptPage = lazyPage(() => import('../pages/SignInPromptPage').then((m) => m.SignInPromptPage));
const PlaceholderPage = lazyPage(() => import('../pages/PlaceholderPage').then((m) => m.PlaceholderPage));
const AboutPage = lazyPage(withTexts(['documents'], () => import('../pages/AboutPage').then((m) => m.AboutPage)));
const FaqPage = lazyPage(withTexts(['documents'], () => import('../pages/FaqPage').then((m) => m.FaqPage)));
const WebServiceGuidePage = lazyPage(() => import('../pages/WebServiceGuidePage').then((m) => m.WebServiceGuidePage));
const WebServiceReferencePage = lazyPage(() => import('../reference/WebServiceReferencePage').then((m) => m.WebServiceReferencePage));
const RegulatorDocumentPage = lazyPage(withTexts(['documents'], () => import('../pages/RegulatorDocumentPage').then((m) => m.RegulatorDocumentPage)));
const UserGuidePage = lazyPage(() => import('../guide/UserGuidePage').then((m) => m.UserGuidePage));
const DataDictionaryPage = lazyPage(() => import('../dictionary/DataDictionaryPage').then((m) => m.DataDictionaryPage));
const BulletinsPage = lazyPage(withTexts(['documents'], () => import('../bulletins/BulletinsPage').then((m) => m.BulletinsPage)));
const AnnouncementsPage = lazyPage(() => import('../announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage));
const AdminHomePage = lazyPage(withTexts(['admin', 'documents'], () => import('../admin/AdminHomePage').then((m) => m.AdminHomePage)));
const AdminSignInPrompt = lazyPage(withTexts(['admin'], () => import('../admin/AdminSignInPrompt').then((m) => m.AdminSignInPrompt)));
const AdminScreenRoute = lazyPage(withTexts(['admin', 'documents'], () => import('../admin/AdminScreenRoute').then((m) => m.AdminScreenRoute)));
const DashboardPage = lazyPage(() => import('../dashboard/DashboardPage').then((m) => m.DashboardPage));
const SharedDashboardPage = lazyPage(() => import('../dashboard/SharedDashboardPage').then((m) => m.SharedDashboardPage));

function Loading() {
  const { t } = useTranslation();
  return <p className="status" role="status">{t('status.loading')}</p>;
}

/** Pages other than reports carry the platform's default description and keywords. */
function DefaultPageMeta() {
  usePageMeta({});
  return null;
}

function ScreenView({ screen, title, signedIn, guideHref }: { screen: Screen; title: string | undefined; signedIn: boolean; guideHref: string | undefined }) {
  switch (screen.kind) {
    case 'home': return <HomePage />;
    case 'report': return <ReportRoute id={screen.reportId} />;
    case 'notFound': return <NotFoundPage signedIn={signedIn} />;
    case 'signInPrompt': return <SignInPromptPage area={screen.area} />;
    case 'placeholder': return <PlaceholderPage title={title ?? ''} />;
    case 'about': return <AboutPage />;
    case 'faq': return <FaqPage {...(guideHref ? { guideHref } : {})} />;
    case 'webServiceGuide': return <WebServiceGuidePage />;
    case 'webServiceReference': return <WebServiceReferencePage {...(screen.service ? { service: screen.service } : {})} {...(screen.operationId ? { operationId: screen.operationId } : {})} />;
    case 'regulatorDocument': return <RegulatorDocumentPage />;
    case 'announcements': return <AnnouncementsPage />;
    case 'userGuide': return <UserGuidePage />;
    case 'dataDictionary': return <DataDictionaryPage />;
    case 'bulletins': return <BulletinsPage market={screen.market} />;
    case 'adminHome': return <AdminHomePage />;
    case 'adminSignIn': return <AdminSignInPrompt />;
    case 'adminScreen': return <AdminScreenRoute menuId={screen.menuId} />;
    case 'dashboard': return screen.sharedToken ? <SharedDashboardPage token={screen.sharedToken} /> : <DashboardPage />;
  }
}

export function RouteView() {
  const locale = useLocale();
  const { menu, route } = useCurrentRoute();
  const entry = route?.type === 'screen' ? route.entry : undefined;
  const title = entry ? (locale === 'tr' ? entry.node.labelTr : entry.node.labelEn) : undefined;

  useEffect(() => {
    if (!route) return;
    if (route.type === 'redirect') {
      navigate(route.to, { replace: true });
      return;
    }
    // Only what the page whitelists stays in the address (a report filters its own parameters).
    // A report keeps its own search parameters (ReportRoute filters them by its request fields) but no hash.
    const here = window.location;
    const search = route.screen.kind === 'report' ? here.search : route.search;
    if (here.search !== search || here.hash !== route.hash) {
      window.history.replaceState(window.history.state, '', `${here.pathname}${search}${route.hash}`);
    }
    if (isRememberedScreen(route) && route.entry) rememberLastPage(route.entry.node.id);
  }, [route]);

  if (!menu.ready) {
    if (menu.failed) return <ErrorNotice error={menu.failed} onRetry={menu.retry} />;
    return <Loading />;
  }
  if (!route || route.type === 'redirect') return <Loading />;
  const key = `${window.location.pathname}`;
  return (
    <ErrorBoundary resetKey={key} fallback={(error, reset) => <PageFailure error={error} onRetry={reset} />}>
      <Suspense fallback={<Loading />}>
        <PageRequestScope key={key}>
          {route.screen.kind !== 'report' && <DefaultPageMeta />}
          <ScreenView screen={route.screen} title={title} signedIn={menu.signedIn} guideHref={menu.index.byId.get(String(FIXED_PAGE.webServiceGuide))?.node.urlEn ?? undefined} />
        </PageRequestScope>
      </Suspense>
    </ErrorBoundary>
  );
}
