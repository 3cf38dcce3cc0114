// The web-service reference documents (GET /{service}/v3/api-docs): each is valid OpenAPI 3.1, names every
// descriptor's data and export path and every lookup, its example answers fit its own schemas, a live answer fits
// them too, and the administration document is for administrator sessions only.
import { validate, compileErrors } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookups } from '../../src/engine/lookups/lookups';
import { adminOperationTexts } from '../../src/server/openapi/adminOperationTexts';
import { adminRouteKey } from '../../src/server/openapi/adminOperations';
import { registeredAdminRoutes } from '../../src/server/openapi/registeredAdminRoutes';
import { loadReports } from '../../src/server/reports/loadReports';
import { TEST_ADMIN, TEST_MEMBER, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

// The documents are read as JSON of open shape: the assertions say what they expect of it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = { openapi: string; paths: Record<string, Record<string, Record<string, any>>>; components: Record<string, any> };

let server: TestServer;
let admin: string;
const docs = new Map<string, Doc>();
const { reports } = loadReports('reports');
const DATA_SERVICES = ['electricity-service', 'natural-gas-service', 'reporting-service'];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  for (const service of DATA_SERVICES) docs.set(service, (await server.app.inject({ url: `/${service}/v3/api-docs` })).json());
  docs.set('administration-service', (await server.app.inject({ url: '/administration-service/v3/api-docs', headers: { cookie: admin } })).json());
}, 120_000);
afterAll(async () => { await server.close(); });

/** Validates a value against a schema of the document, its $refs resolved against the document's components. */
function fits(doc: Doc, schema: unknown, value: unknown): string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  return ajv.validate(rooted, value) ? null : ajv.errorsText();
}

describe('the OpenAPI documents', () => {
  it.each([...DATA_SERVICES, 'administration-service'])('%s validates as OpenAPI 3.1', async (service) => {
    const doc = docs.get(service)!;
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every descriptor\'s data path and export path, and every lookup, in its service\'s document', () => {
    for (const report of reports) {
      const paths = docs.get(report.api.service)!.paths;
      const data = paths[`/${report.api.service}${report.api.path}`];
      expect(data?.[report.api.method === 'GET' ? 'get' : 'post']?.operationId, report.id).toBe(report.id);
      if (report.api.exportPath && report.export.length > 0) {
        expect(paths[`/${report.api.service}${report.api.exportPath}`]?.post?.operationId, report.id).toBe(`${report.id}-export`);
      }
    }
    for (const lookup of Object.values(lookups)) {
      expect(docs.get(lookup.service)!.paths[`/${lookup.service}${lookup.path}`]?.[lookup.method.toLowerCase()]?.operationId, lookup.id).toBe(`lookup-${lookup.id}`);
    }
  });

  it('gives each operation an example request and an answer example that fits its own answer schema', () => {
    for (const service of DATA_SERVICES) {
      const doc = docs.get(service)!;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          if (method === 'post') expect(operation.requestBody?.content['application/json']?.example, path).toBeDefined();
          const answer = operation.responses['200'].content['application/json'];
          if (!answer) continue;
          expect(fits(doc, answer.schema, answer.example), `${path}`).toBeNull();
          if (operation.requestBody) expect(fits(doc, operation.requestBody.content['application/json'].schema, operation.requestBody.content['application/json'].example), `${path} request`).toBeNull();
        }
      }
    }
  });

  it('describes MCP as the route answers it: dates with +03:00, units in the item fields, the statistic block, and a live answer fits', async () => {
    const doc = docs.get('electricity-service')!;
    const mcp = doc.paths['/electricity-service/v1/markets/dam/data/mcp']!.post!;
    const request = mcp.requestBody.content['application/json'];
    expect(request.schema.required).toEqual(['startDate', 'endDate']);
    expect(request.example.startDate).toMatch(/T00:00:00\+03:00$/);
    const answer = mcp.responses['200'].content['application/json'];
    expect(answer.schema.properties.items.items.properties.price.description).toContain('TL/MWh');
    expect(answer.schema.properties.statistic.properties.ptfWeightedAvg['x-unit']).toBe('TL/MWh');
    expect(Object.keys(answer.example)).toEqual(['items', 'page', 'statistic']);
    expect(mcp['x-title-tr']).toBe('Piyasa Takas Fiyatı (PTF)');
    const live = await postJson(server.app, '/electricity-service/v1/markets/dam/data/mcp', { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' });
    expect(fits(doc, answer.schema, live.json())).toBeNull();
    expect(mcp.responses['400'].$ref).toBe('#/components/responses/BadRequest');
    expect(doc.components.securitySchemes.TGT).toMatchObject({ type: 'apiKey', in: 'header', name: 'TGT' });
  });

  it('answers in Turkish with ?lang=tr, keeps the English title beside it, and refuses another language', async () => {
    const tr = (await server.app.inject({ url: '/electricity-service/v3/api-docs?lang=tr' })).json();
    const mcp = tr.paths['/electricity-service/v1/markets/dam/data/mcp'].post;
    expect(mcp.summary).toBe('Piyasa Takas Fiyatı (PTF)');
    expect(mcp['x-title-en']).toBe('Market Clearing Price (MCP)');
    const refused = await server.app.inject({ url: '/electricity-service/v3/api-docs?lang=de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].errorCode).toBe('INVALID_VALUE');
  });
});

describe('the administration document', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    expect((await server.app.inject({ url: '/administration-service/v3/api-docs' })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    const refused = await server.app.inject({ url: '/administration-service/v3/api-docs', headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
  });

  it('lists every registered administration route, and prints the ones without a description', () => {
    const doc = docs.get('administration-service')!;
    const routes = registeredAdminRoutes(server.app);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const missing = routes.map(adminRouteKey).filter((key) => !Object.hasOwn(adminOperationTexts, key));
    expect(missing, `Administration routes without a description (src/server/openapi/adminTexts/):\n  ${missing.join('\n  ')}`).toEqual([]);
    expect(doc.paths['/administration-service/v1/menu/get-page-data-limits']!.post!.summary).toBe('Lists the page-data limits'.replace('page-data', 'data-range'));
  });

  it('describes every administration route: both titles, no generic body, no description of a route that is not there', () => {
    const doc = docs.get('administration-service')!;
    const registered = new Set(registeredAdminRoutes(server.app).map(adminRouteKey));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation['x-undescribed'], `${method} ${path}`).toBeUndefined();
        expect(operation['x-title-tr'], `${method} ${path}`).toMatch(/\S/);
        expect(operation['x-title-en'], `${method} ${path}`).toMatch(/\S/);
      }
    }
    // An entry whose route was renamed or removed would describe nothing.
    expect(Object.keys(adminOperationTexts).filter((key) => !registered.has(key))).toEqual([]);
  });

  // Each documented body is checked against what the route itself accepts: a body the schema allows is not refused
  // with 400, and a body it refuses is. Read-only calls, so the store is left as it was.
  it.each([
    ['/administration-service/v1/limits/get-limits', {}, true],
    ['/administration-service/v1/limits/get-limits', { scope: 'user' }, false],
    ['/administration-service/v1/deliveries/get-deliveries', { status: 'failed', accountId: 1 }, true],
    ['/administration-service/v1/deliveries/get-deliveries', { status: 'lost' }, false],
    ['/administration-service/v1/deliveries/get-deliveries', { accountId: 0 }, false],
    ['/administration-service/v1/menu/get-menu-children', { menuId: null }, true],
    ['/administration-service/v1/menu/get-menu-children', { menuId: 'top' }, false],
    ['/administration-service/v1/menu/get-menu-children', { menuId: 1000, depth: 1 }, false],
    ['/administration-service/v1/settings/mail-templates/preview', { kind: 'x-unknown-mail', template: null }, false],
    ['/administration-service/v1/settings/mail-templates/preview', { kind: 'passwordReset', template: { tr: { subject: 'Parola', body: 'Bağlantı: {link}' }, en: { subject: 'Password', body: 'Link: {link}' } } }, true],
    ['/administration-service/v1/settings/mail-templates/preview', { kind: 'passwordReset', template: { tr: { subject: 'Parola\nikinci satır', body: '{link}' }, en: { subject: 'Password', body: '{link}' } } }, false],
    ['/administration-service/v1/settings/mail-templates/preview', { kind: 'passwordReset', template: null }, false],
  ])('POST %s with %j: the documented body schema and the route agree (%s)', async (url, body, accepted) => {
    const doc = docs.get('administration-service')!;
    const schema = doc.paths[url]!.post!.requestBody.content['application/json'].schema;
    expect(fits(doc, schema, body) === null, 'schema').toBe(accepted);
    const answer = await postJson(server.app, url, body, { cookie: admin });
    expect(answer.statusCode === 400, answer.body).toBe(!accepted);
  });

  it('says which calls answer CSV, what a query takes, and that an upload body is the raw file', () => {
    const doc = docs.get('administration-service')!;
    const usage = doc.paths['/administration-service/v1/statistics/usage/export']!.get!;
    expect(Object.keys(usage.responses['200'].content)).toEqual(['text/csv']);
    expect(usage.parameters.find((p: { name: string }) => p.name === 'period').schema.enum).toEqual(['day', 'week', 'month']);
    const save = doc.paths['/administration-service/v1/limits/save-limit']!.post!;
    expect(save.summary).toBe('Adds or changes the default, an organisation\'s or a member\'s call limit');
    expect(save['x-title-tr']).toContain('çağrı sınırını');
    expect(save.requestBody.content['application/json'].schema.required).toEqual(['scope', 'perMinute', 'effectiveFrom']);
    expect(doc.paths['/administration-service/v1/media']!.post!.requestBody.content['application/json'].schema.contentMediaType).toBe('application/octet-stream');
  });
});
