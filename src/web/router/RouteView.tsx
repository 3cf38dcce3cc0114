// Address → page. Routes come from the menu (resolveRoute); redirects replace the address; each page is a lazy
// chunk inside its own request scope, so leaving a page cancels what it still had in flight.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRequestScope } from '../api/request/PageRequestScope';
import { useLocale } from '../i18n/useLocale';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { usePageMeta } from '../shell/usePageMeta';
import { navigate } from './history';
import { rememberLastPage } from './lastVisitedPage';
import { FIXED_PAGE } from './menus/fixedMenus';
import { isRememberedScreen, type Screen } from './resolveRoute';
import { useCurrentRoute } from './useCurrentRoute';

const HomePage = lazy(() => import('../home/HomePage').then((m) => ({ default: m.HomePage })));
const ReportRoute = lazy(() => import('../report/ReportRoute').then((m) => ({ default: m.ReportRoute })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const SignInPromptPage = lazy(() => import('../pages/SignInPromptPage').then((m) => ({ default: m.SignInPromptPage })));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })));
const AboutPage = lazy(() => import('../pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const FaqPage = lazy(() => import('../pages/FaqPage').then((m) => ({ default: m.FaqPage })));
const WebServiceGuidePage = lazy(() => import('../pages/WebServiceGuidePage').then((m) => ({ default: m.WebServiceGuidePage })));
const RegulatorDocumentPage = lazy(() => import('../pages/RegulatorDocumentPage').then((m) => ({ default: m.RegulatorDocumentPage })));
const AdminHomePage = lazy(() => import('../admin/AdminHomePage').then((m) => ({ default: m.AdminHomePage })));
const AdminSignInPrompt = lazy(() => import('../admin/AdminSignInPrompt').then((m) => ({ default: m.AdminSignInPrompt })));

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
    case 'regulatorDocument': return <RegulatorDocumentPage />;
    case 'adminHome': return <AdminHomePage />;
    case 'adminSignIn': return <AdminSignInPrompt />;
  }
}

export function RouteView() {
  const locale = useLocale();
  const { menu, route } = useCurrentRoute();
  const entry = route?.type === 'screen' ? route.entry : undefined;
  const title = entry ? (locale === 'tr' ? entry.node.labelTr : entry.node.labelEn) : undefined;
  useDocumentTitle(route?.type === 'screen' && route.screen.kind === 'placeholder' ? title : undefined);

  useEffect(() => {
    if (!route) return;
    if (route.type === 'redirect') {
      navigate(route.to, { replace: true });
      return;
    }
    // Only what the page whitelists stays in the address (a report filters its own parameters).
    const here = window.location;
    if (route.screen.kind !== 'report' && (here.search !== route.search || here.hash !== route.hash)) {
      window.history.replaceState(window.history.state, '', `${here.pathname}${route.search}${route.hash}`);
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
    <Suspense fallback={<Loading />}>
      <PageRequestScope key={key}>
        {route.screen.kind !== 'report' && <DefaultPageMeta />}
        <ScreenView screen={route.screen} title={title} signedIn={menu.readsData} guideHref={menu.index.byId.get(String(FIXED_PAGE.webServiceGuide))?.node.urlEn ?? undefined} />
      </PageRequestScope>
    </Suspense>
  );
}
