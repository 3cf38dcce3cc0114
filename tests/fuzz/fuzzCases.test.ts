// The fuzz case generator on its own: enough cases for every kind of route, each case invalid where the route
// writes, the schema's fields each attacked, and the same cases on every run.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from '../../src/server/http/jsonBodyParser';
import { isReportPage } from '../../schemas/report.schema';
import { loadReports } from '../../src/server/reports/loadReports';
import { TEST_NOW } from '../support/testServer';
import { BAD_PATH_PARAMS, DEEP, fuzzCases, type Caller, type FuzzCase, type RouteSpec } from './fuzzCases';
import { descriptorSpecs, fixedRouteSpecs, lookupSpecs } from './routeSpecs';

const caller: Caller = { cookie: 'sf_session=S; sf_csrf=CSRFTOKEN', csrf: 'CSRFTOKEN' };
const { reports } = loadReports(resolve('reports'));
const fixed = fixedRouteSpecs({ memberPassword: 'Member-pass-1', pageId: reports.filter(isReportPage)[0]!.pageId, reportId: reports.filter(isReportPage)[0]!.id });
const allSpecs: RouteSpec[] = [...reports.flatMap((r) => descriptorSpecs(r, TEST_NOW)), ...lookupSpecs(), ...Object.values(fixed)];

const report: RouteSpec = {
  method: 'POST', url: '/electricity-service/v1/x/data/y', body: 'json', readOnly: true, as: 'visitor',
  fields: {
    startDate: { type: 'datetime', required: true }, endDate: { type: 'datetime', required: true },
    region: { type: 'string', nullable: true, maxLength: 200, enum: ['TR1'] }, name: { type: 'string', nullable: true, maxLength: 200 },
    plantId: { type: 'integer', nullable: true },
  },
  valid: { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00', region: 'TR1' },
  range: { start: 'startDate', end: 'endDate', maxSpanDays: 31 }, paging: { sortFields: ['date'] },
};
const body = (c: FuzzCase) => JSON.parse(c.payload!) as Record<string, unknown>;
const named = (cases: FuzzCase[], name: string) => {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no case "${name}" among ${cases.map((c) => c.name).join(', ')}`);
  return found;
};

describe('fuzzCases', () => {
  it('gives every route of the catalogue at least 25 cases, and the same ones on every run', () => {
    for (const spec of allSpecs) {
      const cases = fuzzCases(spec, caller);
      expect(cases.length, `${spec.method} ${spec.url}`).toBeGreaterThanOrEqual(25);
      expect(new Set(cases.map((c) => c.name)).size, `${spec.method} ${spec.url}: case names are unique`).toBe(cases.length);
    }
    for (const spec of [report, fixed['POST /auth/sign-in']!]) expect(fuzzCases(spec, caller)).toEqual(fuzzCases(spec, caller));
  });

  it('sends a route that writes only requests that are invalid for certain', () => {
    for (const spec of allSpecs.filter((s) => !s.readOnly)) {
      expect(fuzzCases(spec, caller).filter((c) => c.expect === 'survive').map((c) => c.name), `${spec.method} ${spec.url}`).toEqual([]);
    }
  });

  it('attacks the body as a whole: syntax, shape, depth, size, prototype keys and content type', () => {
    const cases = fuzzCases(report, caller);
    expect(named(cases, 'invalid JSON: truncated JSON').payload).toBe('{"a":');
    expect(named(cases, 'null instead of an object').payload).toBe('null');
    for (const name of [`an object nested ${DEEP} deep`, `an array nested ${DEEP} deep`, `the valid body with a field nested ${DEEP} deep`]) {
      expect(jsonDepthExceeds(named(cases, name).payload!, DEEP - 1), name).toBe(true);
    }
    expect(jsonDepthExceeds(named(cases, 'brackets inside strings are not nesting').payload!, 2)).toBe(false);
    expect(named(cases, 'a __proto__ key').payload).toMatch(/^\{"__proto__":\{"role":"admin"\},"startDate"/);
    expect(named(cases, 'a constructor.prototype key').payload).toContain('"constructor":{"prototype"');
    expect(named(cases, 'a body over the limit (1048577 bytes)').payload!.length).toBeGreaterThan(1_048_576);
    expect(named(cases, 'the fields as a form').headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(named(cases, 'a body without a content type').headers['content-type']).toBeUndefined();
    expect(cases.filter((c) => c.expect === 'reject').length).toBeGreaterThan(80);
  });

  it('attacks each field from the schema: missing, wrong types, bad dates, big numbers, long and hostile strings', () => {
    const cases = fuzzCases(report, caller);
    expect(body(named(cases, 'startDate missing'))).not.toHaveProperty('startDate');
    expect(body(named(cases, 'region as 7')).region).toBe(7);
    expect(body(named(cases, 'plantId as 1.5')).plantId).toBe(1.5);
    expect(named(cases, 'plantId = 9223372036854775808').payload).toContain('"plantId":9223372036854775808');
    expect(body(named(cases, 'endDate as "9999-12-31T00:00:00+03:00"')).endDate).toBe('9999-12-31T00:00:00+03:00');
    expect(body(named(cases, 'region outside its values')).region).toBe('TR1X');
    expect((body(named(cases, 'name one character too long')).name as string).length).toBe(201);
    // A free-text filter takes SQL as text: the answer may be rows or none, never a 5xx.
    expect(named(cases, 'name hostile #1')).toMatchObject({ expect: 'survive' });
    expect(named(cases, 'region hostile #1')).toMatchObject({ expect: 'reject' });
    const all = body(named(cases, 'SQL and HTML in every text field'));
    expect(new Set(Object.values(all)).size).toBe(Object.keys(all).length);
    expect(body(named(cases, 'end before start'))).toMatchObject({ startDate: '2024-08-10T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' });
    expect(body(named(cases, 'a span over the limit (31 days)')).endDate).toBe('2024-02-03T00:00:00+03:00');
    expect(body(named(cases, 'page number 9223372036854775808'))).toHaveProperty('page');
    expect(named(cases, 'page number 9223372036854775808').payload).toContain('"page":{"number":9223372036854775808,"size":10}');
    expect(body(named(cases, 'sort by an unknown field')).page).toMatchObject({ sort: { field: 'password_hash' } });
  });

  it('sends forms with the CSRF field, and tries them without it', () => {
    const spec = fixed['POST /auth/membership-request']!;
    const cases = fuzzCases(spec, caller);
    const form = (c: FuzzCase) => new URLSearchParams(c.payload);
    expect(form(named(cases, 'email missing')).get('_csrf')).toBe('CSRFTOKEN');
    expect(form(named(cases, 'email missing')).has('email')).toBe(false);
    expect(form(named(cases, 'no CSRF field')).has('_csrf')).toBe(false);
    expect(form(named(cases, 'the CSRF field twice')).getAll('_csrf')).toEqual(['CSRFTOKEN', 'CSRFTOKEN']);
    expect(named(cases, 'the CSRF field without its cookie').headers.cookie).toBe('sf_session=S');
    expect(form(named(cases, 'SQL and HTML in every text field')).get('nationalId')).not.toBe('10000000146');
  });

  it('never changes or drops a fixed field (a wrong current password would count a failed sign-in)', () => {
    for (const c of fuzzCases(fixed['POST /auth/password']!, caller)) {
      if (c.payload === undefined || c.headers['content-type'] !== 'application/x-www-form-urlencoded' || !c.payload.includes('current=')) continue;
      expect(new URLSearchParams(c.payload).getAll('current'), c.name).toEqual(['Member-pass-1']);
    }
  });

  it('tries other methods only where the address has none of them, and addresses beside the route', () => {
    const cases = fuzzCases(fixed['GET /app-api/admin/page-overlays/:pageId']!, caller, ['PUT', 'DELETE']);
    const methods = cases.filter((c) => c.name.endsWith('instead of GET')).map((c) => c.method);
    expect(methods.sort()).toEqual(['OPTIONS', 'PATCH', 'POST']);
    expect(cases.map((c) => c.url)).toEqual(expect.arrayContaining([
      `/app-api/admin/page-overlays/${reports[0]!.pageId}/..`, `/app-api//admin/page-overlays/${reports[0]!.pageId}`,
      '/app-api/admin/page-overlays/99999999999999999999999', '/app-api/admin/page-overlays/%2e%2e',
    ]));
    expect(cases.filter((c) => c.name.startsWith(':pageId = ')).length).toBe(BAD_PATH_PARAMS.length);
  });

  it('sends junk bodies to a GET as hostile but valid (a GET body is never read)', () => {
    const cases = fuzzCases(fixed['GET /electricity-service/v1/menu/get-menu-tree']!, caller);
    expect(named(cases, 'invalid JSON: truncated JSON')).toMatchObject({ method: 'GET', expect: 'survive' });
    expect(named(cases, 'POST instead of GET')).toMatchObject({ expect: 'reject' });
  });
});
