// Path → page. The menu-driven routes (DESIGN §5) come later; today there are the home page and one
// generic report route.
export type Route = { page: 'home' } | { page: 'report'; id: string } | { page: 'notFound' };

const REPORT_PATH = /^\/reports\/([a-z][a-z0-9-]*)\/?$/;

export function matchRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '') return { page: 'home' };
  const report = REPORT_PATH.exec(pathname);
  if (report?.[1]) return { page: 'report', id: report[1] };
  return { page: 'notFound' };
}

export function reportPath(id: string): string {
  return `/reports/${id}`;
}
