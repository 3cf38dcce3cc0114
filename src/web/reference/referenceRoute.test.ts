// The reference's addresses as the router resolves them: its menu page, a service, an operation; anything deeper
// or oddly spelled is not a reference page.
import { describe, expect, it } from 'vitest';
import { publicPagesMenu } from '../router/menus/fixedMenus';
import { indexMenu } from '../router/menus/menuIndex';
import { resolveRoute, type RouteContext } from '../router/resolveRoute';

const context: RouteContext = {
  index: indexMenu([publicPagesMenu]), reportIdByPageId: new Map(), pageIdByReportId: new Map(),
  signedIn: true, adminSession: false, host: 'localhost',
};
const at = (pathname: string) => resolveRoute({ pathname, search: '', hash: '' }, context);
const BASE = '/documentation/web-service-reference';

describe('the reference\'s routes', () => {
  it('opens the services, a service and an operation under the menu path', () => {
    expect(at(BASE)).toMatchObject({ type: 'screen', screen: { kind: 'webServiceReference' } });
    expect(at(`${BASE}/electricity-service`)).toMatchObject({ type: 'screen', screen: { kind: 'webServiceReference', service: 'electricity-service' } });
    expect(at(`${BASE}/electricity-service/dam-mcp`)).toMatchObject({ type: 'screen', screen: { kind: 'webServiceReference', service: 'electricity-service', operationId: 'dam-mcp' } });
  });

  it('does not take deeper or oddly spelled paths', () => {
    expect(at(`${BASE}/electricity-service/dam-mcp/more`)).toMatchObject({ screen: { kind: 'notFound' } });
    expect(at(`${BASE}/Electricity_Service`)).not.toMatchObject({ screen: { kind: 'webServiceReference', service: 'Electricity_Service' } });
  });
});
