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
import { navigate } from './history';
import { rememberLastPage } from './lastVisitedPage';
import { FIXED_PAGE } from './menus/fixedMenus';
import { isRememberedScreen, type Screen } from './resolveRoute';
import { usePageCode } from './chunks/usePageCode';
import { screenPageOf, screenPages } from './screenPages';
import { useCurrentRoute } from './useCurrentRoute';

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
    case 'home': return <screenPages.HomePage />;
    case 'report': return <screenPages.ReportRoute id={screen.reportId} />;
    case 'notFound': return <screenPages.NotFoundPage signedIn={signedIn} />;
    case 'signInPrompt': return <screenPages.SignInPromptPage area={screen.area} />;
    case 'placeholder': return <screenPages.PlaceholderPage title={title ?? ''} />;
    case 'about': return <screenPages.AboutPage />;
    case 'faq': return <screenPages.FaqPage {...(guideHref ? { guideHref } : {})} />;
    case 'webServiceGuide': return <screenPages.WebServiceGuidePage />;
    case 'webServiceReference': return <screenPages.WebServiceReferencePage {...(screen.service ? { service: screen.service } : {})} {...(screen.operationId ? { operationId: screen.operationId } : {})} />;
    case 'regulatorDocument': return <screenPages.RegulatorDocumentPage />;
    case 'announcements': return <screenPages.AnnouncementsPage />;
    case 'userGuide': return <screenPages.UserGuidePage />;
    case 'dataDictionary': return <screenPages.DataDictionaryPage />;
    case 'bulletins': return <screenPages.BulletinsPage market={screen.market} />;
    case 'adminHome': return <screenPages.AdminHomePage />;
    case 'adminSignIn': return <screenPages.AdminSignInPrompt />;
    case 'adminScreen': return <screenPages.AdminScreenRoute menuId={screen.menuId} />;
    case 'dashboard': return screen.sharedToken ? <screenPages.SharedDashboardPage token={screen.sharedToken} /> : <screenPages.DashboardPage />;
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

  // The next screen's code before it is drawn: the loading line meanwhile is the router's own, not a Suspense
  // fallback that React would keep for at least 300 ms however soon the code came (chunks/lazyPage.ts).
  const code = usePageCode(route?.type === 'screen' ? screenPageOf(route.screen) : undefined);

  if (!menu.ready) {
    if (menu.failed) return <ErrorNotice error={menu.failed} onRetry={menu.retry} />;
    return <Loading />;
  }
  if (!route || route.type === 'redirect' || !code) return <Loading />;
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
