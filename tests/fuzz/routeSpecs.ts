// What the fuzz suite knows about each route, read from the route's own schema wherever there is one: every
// descriptor gives its data and export routes (request fields, date range and its limit, paging, columns), every
// lookup its body schema (src/server/lookups/lookupBodies.ts). The remaining routes, fixed in code, are described
// here once; the suite fails when a registered route has no description, so a new one cannot slip past.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor, SpanLimit } from '../../schemas/report.schema';
import { firstOptionFilters } from '../../src/engine/filters/lookup/firstOptionFilters';
import { lookups } from '../../src/engine/lookups/lookups';
import { defaultFilterValues } from '../../src/engine/request/defaultFilterValues';
import { toRequest } from '../../src/engine/request/toRequest';
import { lookupBodies } from '../../src/server/lookups/lookupBodies';
import { resolveDefaultRequest } from '../support/resolveDefaultRequest';
import type { FieldSpec, RouteSpec } from './fuzzCases';

const SPAN_DAYS: Record<SpanLimit['unit'], number> = { day: 1, month: 31, year: 366 };

/** The data route and, when it has one, the export route of a descriptor. */
export function descriptorSpecs(descriptor: ReportDescriptor, now: Date): RouteSpec[] {
  const fields: Record<string, FieldSpec> = {};
  // A choice's switch (isTransactionPeriod) may be left out: the server takes the first complete body and fills
  // the switch in (src/engine/filters/choice/chooseBody.ts), so its absence alone is no malformed request.
  const switches = new Set(descriptor.filters.flatMap((f) => (f.widget === 'choice' ? [f.bind] : [])));
  for (const [name, declared] of Object.entries(descriptor.api.request)) {
    const field = switches.has(name) ? { ...declared, required: false } : declared;
    fields[name] = field.type === 'datetime' ? { type: 'datetime', required: field.required }
      : field.type === 'string' ? { type: 'string', required: field.required, nullable: true, coerced: true, maxLength: 200, ...(field.enum ? { enum: field.enum.map(String) } : {}) }
        : field.type === 'integerList' || field.type === 'stringList' ? { type: 'list', required: field.required, nullable: true }
          : { type: field.type, required: field.required, nullable: field.type !== 'boolean' };
  }
  const dateRange = descriptor.filters.find((f) => f.widget === 'dateRange');
  // A one-period filter (a day, a month) has no end to put before its start, nor a span to stretch.
  const range = dateRange && dateRange.bind.length === 2
    ? { start: dateRange.bind[0]!, end: dateRange.bind[1]!, maxSpanDays: dateRange.maxSpan.value * SPAN_DAYS[dateRange.maxSpan.unit] }
    : undefined;
  const valid = toRequest(descriptor, defaultFilterValues(descriptor, now));
  const base = { method: 'POST', body: 'json', readOnly: true, as: 'visitor', ...(range ? { range } : {}) } as const;
  // A GET operation (a dashboard) reads no body: nothing to vary but the call itself.
  const get = descriptor.api.method === 'GET';
  const specs: RouteSpec[] = [{
    ...base, ...(get ? { method: 'GET', body: 'none' } as const : {}), url: `/${descriptor.api.service}${descriptor.api.path}`, fields, valid,
    ...(descriptor.api.paged ? { paging: { sortFields: descriptor.columns.map((c) => c.key) } } : {}),
  }];
  if (descriptor.api.exportPath && descriptor.export.length > 0) {
    const types = descriptor.export.map((f) => f.toUpperCase());
    // CSV first when there is one: the cheapest file for the check that the route still works.
    const exportType = types.includes('CSV') ? 'CSV' : types[0]!;
    specs.push({
      ...base, url: `/${descriptor.api.service}${descriptor.api.exportPath}`,
      fields: { ...fields, exportType: { type: 'string', required: true, enum: types } }, valid: { ...valid, exportType },
    });
  }
  return specs;
}

/**
 * A lookup opening on its first option has no value before the app answers it: once the server runs, each such
 * descriptor's data and export specs get the default body with that option filled in (their `valid`).
 */
export async function resolveFirstOptions(app: FastifyInstance, descriptors: readonly ReportDescriptor[], specs: RouteSpec[]): Promise<void> {
  for (const descriptor of descriptors) {
    if (firstOptionFilters(descriptor).length === 0) continue;
    const resolved = await resolveDefaultRequest(app, descriptor);
    const urls = [descriptor.api.path, descriptor.api.exportPath].map((path) => `/${descriptor.api.service}${path}`);
    for (const spec of specs) if (urls.includes(spec.url) && spec.valid) Object.assign(spec, { valid: { ...spec.valid, ...resolved } });
  }
}

/** Every lookup, its body from its schema. */
export function lookupSpecs(): RouteSpec[] {
  return Object.values(lookups).map((lookup) => {
    const schema = lookupBodies[lookup.id];
    if (!schema) throw new Error(`lookup ${lookup.id} has no body schema`);
    const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, {
      type: property.type.includes('integer') ? 'integer' : 'string',
      nullable: property.type.includes('null'),
      required: schema.required?.includes(name) ?? false,
      ...(property.maxLength !== undefined ? { maxLength: property.maxLength } : {}),
    } satisfies FieldSpec]));
    return {
      method: lookup.method, url: `/${lookup.service}${lookup.path}`, body: lookup.method === 'GET' ? 'none' : 'json',
      fields, valid: {}, readOnly: true, as: 'visitor',
    } satisfies RouteSpec;
  });
}

const identityQuery: Record<string, FieldSpec> = { lang: { type: 'string' }, theme: { type: 'string' }, return: { type: 'string' } };
const FORM_LIMIT = 16_384;
/** An address no account has: a sign-in with it is refused, and it writes nothing (no failed-attempt counter). */
const NOBODY = 'nobody@fuzz.example';
const NEW_PASSWORD = 'Fuzz-new-password-42';
/** Ids that are whole numbers but name nothing: a state-changing route given one refuses, whatever its body. */
const NO_SUCH_ID = '424242';

const page = (url: string, extra: Partial<RouteSpec> = {}): RouteSpec =>
  ({ method: 'GET', url, body: 'none', query: identityQuery, readOnly: true, page: true, as: 'visitor', ...extra });
const form = (url: string, extra: Partial<RouteSpec> & Pick<RouteSpec, 'fields' | 'valid' | 'readOnly'>): RouteSpec =>
  ({ method: 'POST', url, body: 'form', csrf: true, page: true, as: 'visitor', bodyLimit: FORM_LIMIT, ...extra });
const get = (url: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({ method: 'GET', url, body: 'none', readOnly: true, as: 'visitor', ...extra });

const text = (maxLength: number, required = true): FieldSpec => ({ type: 'string', required, maxLength });
const istanbulTime: FieldSpec = { type: 'string', format: true };
const localized: FieldSpec = { type: 'object' };

/**
 * The routes fixed in code (identity, menu, page settings, app API, publication, announcements), keyed
 * `METHOD url`. The member's current password is passed in: /auth/password is fuzzed behind it, since a wrong
 * one counts a failed sign-in (a legitimate write).
 */
export function fixedRouteSpecs({ memberPassword, pageId, reportId }: { memberPassword: string; pageId: number; reportId: string }): Record<string, RouteSpec> {
  const specs: RouteSpec[] = [
    get('/auth/identity.css'),
    page('/auth/sign-in'), page('/auth/admin/sign-in'), page('/auth/sign-out'), page('/auth/admin/sign-out'),
    page('/auth/membership-request'), page('/auth/forgot-password'), page('/auth/terms'),
    // A visitor is sent to sign in (303); as a member the page shows.
    page('/auth/password', { as: 'member' }), page('/auth/profile', { as: 'member' }),
    page('/auth/set-password', { query: { ...identityQuery, token: { type: 'string', format: true } } }),
    ...['/auth/sign-in', '/auth/admin/sign-in'].map((url) => form(url, {
      // Never an account's address, so every sign-in is refused and nothing counts a failed attempt.
      fields: { email: { type: 'string', required: true, format: true }, password: { type: 'string', required: true }, return: { type: 'string' } },
      valid: { email: NOBODY, password: 'Wrong-password-123', return: '/' }, readOnly: true,
    })),
    // As a visitor: a sign-out with the right CSRF field signs nobody out, so it may be answered (303).
    ...['/auth/sign-out', '/auth/admin/sign-out'].map((url) => form(url, { fields: { return: { type: 'string' } }, valid: { return: '/' }, readOnly: true })),
    form('/auth/membership-request', {
      fields: {
        name: text(100), surname: text(100), nationalId: { type: 'string', required: true, format: true },
        email: { type: 'string', required: true, format: true }, organization: text(200), purpose: text(1000),
        // The id of the terms in force (contracts/termsConsent.ts): any other value is no consent.
        acceptTerms: { type: 'string', required: true, format: true },
      },
      valid: { name: 'Fuzz', surname: 'Tester', nationalId: '10000000146', email: 'fuzz@fuzz.example', organization: 'Fuzz A.Ş.', purpose: 'Fuzzing', acceptTerms: '1' },
      readOnly: false,
    }),
    form('/auth/password', {
      as: 'member',
      fields: { current: { type: 'string', required: true, fixed: true }, password: { type: 'string', required: true, format: true }, confirm: { type: 'string', required: true, format: true } },
      valid: { current: memberPassword, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, readOnly: false,
    }),
    form('/auth/profile', { as: 'member', fields: { name: text(100), surname: text(100), organization: text(200) }, valid: { name: 'Fuzz', surname: 'Member', organization: 'Fuzz A.Ş.' }, readOnly: false }),
    form('/auth/set-password', {
      fields: { token: { type: 'string', required: true, format: true }, password: { type: 'string', required: true }, confirm: { type: 'string', required: true } },
      valid: { token: 'no-such-token', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, readOnly: false,
    }),
    // Only an address with an account gets a link (a write); anything else is refused or answered alike.
    form('/auth/forgot-password', { fields: { email: { type: 'string', required: true, format: true } }, valid: { email: NOBODY }, readOnly: false }),
    {
      method: 'POST', url: '/cas/v1/tickets', body: 'form', bodyLimit: FORM_LIMIT, as: 'visitor', readOnly: true,
      fields: { username: { type: 'string', required: true, format: true }, password: { type: 'string', required: true } },
      valid: { username: NOBODY, password: 'Wrong-password-123' },
    },
    { method: 'DELETE', url: '/cas/v1/tickets/:ticket', params: { ticket: 'TGT-no-such-ticket' }, body: 'none', readOnly: false, as: 'visitor' },
    get('/app-api/user-info'),
    get('/app-api/admin/membership-requests', { as: 'admin', query: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'] } } }),
    { method: 'POST', url: '/app-api/admin/membership-requests/:id/approve', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    {
      method: 'POST', url: '/app-api/admin/membership-requests/:id/reject', params: { id: NO_SUCH_ID }, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { reason: text(500) }, valid: { reason: 'Kurum bilgisi eksik.' },
    },
    { method: 'POST', url: '/app-api/admin/accounts/:id/password-link', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    {
      method: 'POST', url: '/electricity-service/v1/menu/get-page-settings', body: 'json', readOnly: true, as: 'visitor',
      fields: { menuId: { type: 'integer', required: true } }, valid: { menuId: pageId },
    },
    {
      method: 'POST', url: '/electricity-service/v1/menu/get-page-update-date', body: 'json', readOnly: true, as: 'visitor',
      fields: { menuId: { type: 'integer', required: true } }, valid: { menuId: pageId },
    },
    get('/app-api/admin/page-overlays/:pageId', { as: 'admin', params: { pageId: String(pageId) } }),
    {
      // An existing page, so that the body is read; every body made here is refused, so no overlay is written.
      method: 'PUT', url: '/app-api/admin/page-overlays/:pageId', params: { pageId: String(pageId) }, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { description: localized, keywords: localized, maxSpan: { type: 'object' }, updateTime: istanbulTime },
      valid: { description: { tr: 'Açıklama', en: 'Description' }, updateTime: '2024-08-20T10:00:00+03:00' },
    },
    { method: 'DELETE', url: '/app-api/admin/page-overlays/:pageId', params: { pageId: '999999' }, body: 'none', readOnly: false, as: 'admin' },
    // The administration service's page-data calls (src/server/administration): reads and exports take {}, and
    // every write made here is refused whole, so nothing is written.
    ...['get-page-data-descriptions', 'export-page-data-descriptions', 'get-page-data-limits', 'export-page-data-limits',
      'data-range-limit-type', 'get-page-update-date', 'export-page-update-date'].map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/menu/${call}`, body: 'json', strict: true, readOnly: true, as: 'admin', fields: {}, valid: {},
    })),
    ...([
      ['update-page-data-descriptions', { menuId: pageId, descriptionTr: 'Açıklama', descriptionEn: 'Description' }],
      ['update-page-data-limits', { menuId: pageId, rangeType: 'GUN', rangeMaxValue: 7 }],
      ['update-page-update-date', { menuId: pageId, updateTime: '2024-08-20T10:00:00+03:00' }],
    ] as const).map(([call, item]): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/menu/${call}`, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { items: { type: 'list', required: true } }, valid: { items: [item] },
    })),
    // The administration service's menu operations (src/server/administration/menu): the reads take {} or a
    // menuId; every write made here names no existing node (424242), so it is refused whatever else it holds.
    ...['role/list', 'tree-list', 'categorized-list'].map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/menu/${call}`, body: 'json', strict: true, readOnly: true, as: 'admin', fields: {}, valid: {},
    })),
    ...([['get-menu-for-update', false], ['get-menu-children', true]] as const).map(([call, nullable]): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/menu/${call}`, body: 'json', strict: true, readOnly: true, as: 'admin',
      fields: { menuId: { type: 'integer', required: true, nullable } }, valid: { menuId: pageId },
    })),
    ...(['add', 'update'] as const).map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/menu/${call}`, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: {
        ...(call === 'update' ? { menuId: { type: 'integer', required: true } } : {}),
        parentId: { type: 'integer', required: true, nullable: true }, labelTr: text(200), labelEn: text(200),
        menuOrder: { type: 'integer', required: true }, isPage: { type: 'boolean', required: true },
        urlTr: { type: 'string', format: true, maxLength: 500, nullable: true }, urlEn: { type: 'string', format: true, maxLength: 500, nullable: true },
        externalSelf: { type: 'boolean' }, nofav: { type: 'boolean' },
      },
      valid: {
        ...(call === 'update' ? { menuId: Number(NO_SUCH_ID) } : {}), parentId: Number(NO_SUCH_ID), labelTr: 'Bağlantı', labelEn: 'Link', menuOrder: 1,
        isPage: true, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true, nofav: false,
      },
    })),
    {
      method: 'POST', url: '/administration-service/v1/menu/remove', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { menuId: { type: 'integer', required: true } }, valid: { menuId: Number(NO_SUCH_ID) },
    },
    {
      method: 'POST', url: '/administration-service/v1/menu/update-page-table-names', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { items: { type: 'list', required: true } }, valid: { items: [{ menuId: Number(NO_SUCH_ID), titleTr: 'Başlık', titleEn: 'Title' }] },
    },
    get('/app-api/admin/audit-log', { as: 'admin', query: { limit: { type: 'integer' }, offset: { type: 'integer' }, action: { type: 'string', maxLength: 120 }, account: { type: 'string', maxLength: 120 } } }),
    get('/app-api/admin/audit-log/export', { as: 'admin', query: { action: { type: 'string', maxLength: 120 }, account: { type: 'string', maxLength: 120 } } }),
    ...['/administration-service/v1/statistics/usage', '/administration-service/v1/statistics/usage/export'].map((url) => get(url, {
      as: 'admin', query: {
        startDate: { type: 'string', format: true }, endDate: { type: 'string', format: true }, period: { type: 'string', enum: ['day', 'week', 'month'] },
        ...(url.endsWith('/export') ? { table: { type: 'string', enum: ['periods', 'users', 'services'] } } : {}),
      },
    })),
    get('/administration-service/v1/overview', { as: 'admin' }),
    // The administration's list uploads (src/server/administration/uploads): the reads, and the preview and apply
    // of a file sent as the raw body (never a JSON one), so every case made here is refused and nothing is written.
    get('/administration-service/v1/upload/lists', { as: 'admin' }),
    ...['history', 'template'].map((call) => get(`/administration-service/v1/upload/:list/${call}`, { as: 'admin', params: { list: 'licensed-plant-investments' } })),
    get('/administration-service/v1/upload/:list/current', { as: 'admin', params: { list: 'licensed-plant-investments' }, query: { year: { type: 'integer' } } }),
    ...['preview', 'apply'].map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/upload/:list/${call}`, params: { list: 'no-such-list' }, body: 'none', readOnly: false, as: 'admin',
      query: { fileName: { type: 'string', maxLength: 200 }, year: { type: 'integer' }, previewToken: { type: 'string', format: true } },
    })),
    // Administration settings (src/server/admin-settings): blocked addresses and system access. Every write made
    // here is refused (a field at fault, or no such block or account), so nothing is blocked or changed.
    get('/app-api/admin/settings/blocked-addresses', { as: 'admin' }),
    // Screen settings (src/server/screen-settings): the public defaults, the administrator's read and whole-set update.
    get('/app-api/screen-settings'),
    get('/app-api/admin/screen-settings', { as: 'admin' }),
    {
      method: 'PUT', url: '/app-api/admin/screen-settings', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: {
        theme: { type: 'string', required: true, enum: ['system', 'light', 'dark'] }, reportLayout: { type: 'string', required: true, enum: ['split', 'table', 'chart'] },
        compactTables: { type: 'boolean', required: true }, homeAnnouncementsPerPage: { type: 'integer', required: true },
      },
      valid: { theme: 'system', reportLayout: 'split', compactTables: false, homeAnnouncementsPerPage: 4 },
    },
    // The terms of use (src/server/contracts): versions for administrators, the version in force, a member's acceptance.
    get('/app-api/admin/contracts', { as: 'admin' }),
    ...(['POST /app-api/admin/contracts', 'PUT /app-api/admin/contracts/:id'] as const).map((call): RouteSpec => {
      const [method, url] = call.split(' ') as ['POST' | 'PUT', string];
      return {
        method, url, ...(method === 'PUT' ? { params: { id: NO_SUCH_ID } } : {}), body: 'json', strict: true, readOnly: false, as: 'admin',
        fields: { label: text(40), bodyTr: text(100_000), bodyEn: text(100_000), effectiveAt: { ...istanbulTime, required: true } },
        valid: { label: 'Fuzz', bodyTr: '<p>Fuzz</p>', bodyEn: '<p>Fuzz</p>', effectiveAt: '2030-01-01T00:00:00+03:00' },
      };
    }),
    ...['publish', 'remove'].map((action): RouteSpec => ({ method: 'POST', url: `/app-api/admin/contracts/:id/${action}`, params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' })),
    get('/app-api/admin/contracts/:id/acceptances', { as: 'admin', params: { id: '1' } }),
    get('/app-api/terms/current'),
    get('/app-api/terms/mine', { as: 'member' }),
    {
      method: 'POST', url: '/app-api/terms/accept', body: 'json', strict: true, readOnly: false, as: 'member',
      fields: { versionId: { type: 'integer', required: true } }, valid: { versionId: 1 },
    },
    get('/administration-service/v1/settings/platform-facts', { as: 'admin' }),
    // Process, configuration and mail settings (admin-settings/registerPlatformSettingsRoutes.ts): the writes get
    // only bodies refused for certain, so no setting changes and no test mail leaves.
    get('/administration-service/v1/settings/process-parameters', { as: 'admin' }),
    {
      method: 'POST', url: '/administration-service/v1/settings/process-parameters/update', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: {
        interimTime: { type: 'string', required: true, format: true }, finalTime: { type: 'string', required: true, format: true },
        sessionCloseTime: { type: 'string', required: true, format: true }, settlementDay: { type: 'integer', required: true },
      },
      valid: { interimTime: '13:00', finalTime: '14:00', sessionCloseTime: '17:00', settlementDay: 15 },
    },
    get('/administration-service/v1/settings/configuration-parameters', { as: 'admin' }),
    {
      method: 'POST', url: '/administration-service/v1/settings/configuration-parameters/update', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { helpDesk: { type: 'string', required: true, format: true }, social: { type: 'list', required: true }, publicData: { type: 'boolean', required: true } },
      valid: { helpDesk: '/about/frequently-asked-questions', social: [], publicData: true },
    },
    get('/administration-service/v1/settings/mail-settings', { as: 'admin' }),
    {
      method: 'POST', url: '/administration-service/v1/settings/mail-templates/update', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { kind: { type: 'string', required: true, enum: ['passwordApproved', 'passwordReset', 'signInLock', 'signInLockAdmin'] }, template: { type: 'object', required: true, nullable: true } },
      valid: { kind: 'passwordReset', template: { tr: { subject: 'Konu', body: '{link}' }, en: { subject: 'Subject', body: '{link}' } } },
    },
    {
      method: 'POST', url: '/administration-service/v1/settings/mail-templates/preview', body: 'json', strict: true, readOnly: true, as: 'admin',
      fields: { kind: { type: 'string', required: true, enum: ['passwordApproved', 'passwordReset', 'signInLock', 'signInLockAdmin'] }, template: { type: 'object', required: true } },
      valid: { kind: 'passwordReset', template: { tr: { subject: 'Konu', body: '{link}' }, en: { subject: 'Subject', body: '{link}' } } },
    },
    {
      method: 'POST', url: '/administration-service/v1/settings/mail-test', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { to: { type: 'string', required: true, format: true, maxLength: 254 } }, valid: { to: 'ops@example.com' },
    },
    {
      method: 'POST', url: '/app-api/admin/settings/blocked-addresses', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { range: { type: 'string', required: true, format: true, maxLength: 100 }, reason: text(500), expiresAt: { ...istanbulTime, nullable: true } },
      valid: { range: '192.0.2.0/24', reason: 'Fuzz', expiresAt: '2030-01-01T00:00:00+03:00' },
    },
    { method: 'POST', url: '/app-api/admin/settings/blocked-addresses/:id/remove', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    get('/app-api/admin/settings/accounts', { as: 'admin', query: { search: { type: 'string', maxLength: 200 }, role: { type: 'string', enum: ['member', 'admin'] }, status: { type: 'string', enum: ['active', 'disabled'] } } }),
    {
      method: 'POST', url: '/app-api/admin/settings/accounts/:id/role', params: { id: NO_SUCH_ID }, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { role: { type: 'string', required: true, enum: ['member', 'admin'] } }, valid: { role: 'member' },
    },
    ...['disable', 'enable', 'revoke-sessions'].map((action): RouteSpec => ({ method: 'POST', url: `/app-api/admin/settings/accounts/:id/${action}`, params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' })),
    get('/app-api/reports'),
    get('/app-api/reports/:id', { params: { id: reportId } }),
    get('/app-api/meta'),
    // The web-service reference documents (src/server/openapi): public, the administration one for administrators.
    ...['electricity-service', 'natural-gas-service', 'reporting-service'].map((service) => get(`/${service}/v3/api-docs`, { query: { lang: { type: 'string', enum: ['en', 'tr'] } } })),
    get('/administration-service/v3/api-docs', { as: 'admin', query: { lang: { type: 'string', enum: ['en', 'tr'] } } }),
    get('/electricity-service/v1/markets/dam/data/interim-mcp-published-status'),
    get('/electricity-service/v1/main/date-init'),
    get('/app-api/admin/revisions', { as: 'admin', query: { dataset: { type: 'string', format: true }, limit: { type: 'integer' } } }),
    get('/app-api/announcements', { query: { kind: { type: 'string', enum: ['notice', 'workshop'] }, upcoming: { type: 'boolean' } } }),
    get('/app-api/admin/announcements', { as: 'admin' }),
    ...([['POST', '/app-api/admin/announcements'], ['PUT', '/app-api/admin/announcements/:id']] as const).map(([method, url]): RouteSpec => ({
      method, url, ...(url.includes(':id') ? { params: { id: NO_SUCH_ID } } : {}), body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: {
        titleTr: text(200), titleEn: text(200), bodyTr: text(20_000), bodyEn: text(20_000), sticky: { type: 'boolean' }, draft: { type: 'boolean' },
        importance: { type: 'string', enum: ['normal', 'important'] },
        publishedAt: { ...istanbulTime, type: 'datetime' }, visibleUntil: { ...istanbulTime, type: 'datetime', nullable: true },
        // A workshop's event (src/server/announcements/workshopInput.ts).
        kind: { type: 'string', enum: ['notice', 'workshop'] }, startsAt: { ...istanbulTime, type: 'datetime' }, endsAt: { ...istanbulTime, type: 'datetime' },
        placeTr: { ...text(200, false), nullable: true }, placeEn: { ...text(200, false), nullable: true }, online: { type: 'boolean' },
        registrationUrl: { type: 'string', format: true, maxLength: 500, nullable: true },
      },
      valid: {
        titleTr: 'Başlık', titleEn: 'Title', bodyTr: 'Metin', bodyEn: 'Text', sticky: false, publishedAt: '2024-08-20T10:00:00+03:00', visibleUntil: '2024-08-30T10:00:00+03:00',
        kind: 'workshop', startsAt: '2024-09-05T10:00:00+03:00', endsAt: '2024-09-05T12:00:00+03:00', placeTr: 'Ankara', placeEn: 'Ankara', registrationUrl: 'https://example.org/kayit',
      },
      range: { start: 'publishedAt', end: 'visibleUntil' },
    })),
    { method: 'DELETE', url: '/app-api/admin/announcements/:id', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    // The content pages (src/server/content-pages): read by everyone and by administrators; the writes name no such
    // document or version, so nothing is saved.
    get('/app-api/content/:key', { params: { key: 'faq' } }),
    get('/app-api/admin/content/:key', { as: 'admin', params: { key: 'regulator-decision' } }),
    get('/app-api/admin/content/:key/revisions', { as: 'admin', params: { key: 'about' } }),
    {
      method: 'PUT', url: '/app-api/admin/content/:key', params: { key: 'no-such-page' }, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { text: { type: 'object', required: true } }, valid: { text: { tr: '<p>Metin</p>', en: '<p>Text</p>' } },
    },
    { method: 'POST', url: '/app-api/admin/content/:key/revisions/:id/restore', params: { key: 'faq', id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    // The media library (src/server/media): never a valid image here, so nothing is uploaded; no such id to delete.
    get('/administration-service/v1/media', { as: 'admin', query: { search: { type: 'string', maxLength: 100 }, page: { type: 'integer' }, pageSize: { type: 'integer' } } }),
    { method: 'POST', url: '/administration-service/v1/media', body: 'none', readOnly: false, as: 'admin', query: { name: { type: 'string', format: true } } },
    { method: 'DELETE', url: '/administration-service/v1/media/:id', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'admin' },
    get('/media/:file', { params: { file: '424242-no-such-image.png' } }),
    // Bulletins (src/server/bulletins/publication): a date not published yet, so no bulletin is made by the suite.
    get('/bulletins/:market/:period/:key', { params: { market: 'electricity', period: 'daily', key: '2031-01-01' }, query: { lang: { type: 'string', enum: ['tr', 'en'] } } }),
    get('/bulletins/:market/:period', {
      params: { market: 'natural-gas', period: 'monthly' },
      query: { lang: { type: 'string', enum: ['tr', 'en'] }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    }),
    // No such announcement: nothing is counted.
    { method: 'POST', url: '/app-api/announcements/:id/views', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'visitor' },
    get('/electricity-service/v1/menu/get-menu-tree'),
    get('/app-api/publications/stream', { stream: true }),
    get('/app-api/reports/:id/notices', {
      params: { id: 'dam-mcp' },
      query: { startDate: { type: 'string', format: true }, endDate: { type: 'string', format: true }, powerPlantId: { type: 'integer' } },
    }),
    get('/app-api/dashboard', { as: 'member' }),
    {
      // Every body made here is refused (the valid one is never sent to a route that writes): no dashboard is saved.
      method: 'PUT', url: '/app-api/dashboard', body: 'json', strict: true, readOnly: false, as: 'member',
      fields: { schemaVersion: { type: 'integer', required: true }, layout: { type: 'object', required: true } },
      valid: { schemaVersion: 2, layout: { root: { kind: 'panel', id: 'a', reportId: reportId, view: '', height: 500 } } },
    },
    // The member has saved no dashboard, so there is nothing to share: refused, nothing written.
    { method: 'POST', url: '/app-api/dashboard/share', body: 'none', readOnly: false, as: 'member' },
    get('/app-api/dashboard/shared/:token', { params: { token: 'no-such-token' } }),
    // Scheduled exports and alert rules of a member (src/server/deliveries, src/server/alerts): every body made
    // here is refused whole, and the ids name nothing, so nothing is written or sent.
    get('/app-api/member/orders', { as: 'member' }),
    ...([['POST', '/app-api/member/orders'], ['PUT', '/app-api/member/orders/:id']] as const).map(([method, url]): RouteSpec => ({
      method, url, ...(url.includes(':id') ? { params: { id: NO_SUCH_ID } } : {}), body: 'json', strict: true, readOnly: false, as: 'member',
      fields: {
        name: text(100), reportId: { type: 'string', required: true, maxLength: 120 }, range: { type: 'string', required: true, enum: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] },
        filters: { type: 'object' }, format: { type: 'string', required: true, enum: ['csv', 'xlsx'] },
        schedule: { type: 'object', required: true }, channel: { type: 'object', required: true }, paused: { type: 'boolean' },
      },
      valid: { name: 'Fuzz', reportId: 'dam-mcp', range: 'yesterday', filters: {}, format: 'csv', schedule: { kind: 'daily', time: '07:00' }, channel: { kind: 'email' }, paused: false },
    })),
    { method: 'DELETE', url: '/app-api/member/orders/:id', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'member' },
    { method: 'POST', url: '/app-api/member/orders/:id/run', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'member' },
    get('/app-api/member/orders/:id/runs', { as: 'member', params: { id: NO_SUCH_ID } }),
    { method: 'POST', url: '/app-api/member/orders/webhook-secret', body: 'json', strict: true, readOnly: false, as: 'member', fields: {}, valid: {} },
    get('/app-api/member/alerts', { as: 'member' }),
    get('/app-api/member/alerts/firings', { as: 'member' }),
    ...([['POST', '/app-api/member/alerts'], ['PUT', '/app-api/member/alerts/:id']] as const).map(([method, url]): RouteSpec => ({
      method, url, ...(url.includes(':id') ? { params: { id: NO_SUCH_ID } } : {}), body: 'json', strict: true, readOnly: false, as: 'member',
      fields: {
        name: text(100), reportId: { type: 'string', required: true, maxLength: 120 }, column: { type: 'string', required: true, maxLength: 120 },
        aggregate: { type: 'string', required: true, enum: ['max', 'min', 'avg', 'any'] }, comparator: { type: 'string', required: true, enum: ['gt', 'gte', 'lt', 'lte'] },
        threshold: { type: 'number', required: true }, filters: { type: 'object' }, paused: { type: 'boolean' },
      },
      valid: { name: 'Fuzz', reportId: 'dam-mcp', column: 'price', aggregate: 'max', comparator: 'gt', threshold: 3000, filters: {} },
    })),
    { method: 'DELETE', url: '/app-api/member/alerts/:id', params: { id: NO_SUCH_ID }, body: 'none', readOnly: false, as: 'member' },
    // The administration service's deliveries (src/server/deliveries/registerDeliveryAdminRoutes.ts).
    {
      method: 'POST', url: '/administration-service/v1/deliveries/get-deliveries', body: 'json', strict: true, readOnly: true, as: 'admin',
      fields: { status: { type: 'string', enum: ['pending', 'retrying', 'delivered', 'failed', 'held'] }, accountId: { type: 'integer' } }, valid: {},
    },
    { method: 'POST', url: '/administration-service/v1/deliveries/get-paused-members', body: 'json', strict: true, readOnly: true, as: 'admin', fields: {}, valid: {} },
    {
      method: 'POST', url: '/administration-service/v1/deliveries/retry-delivery', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { id: { type: 'integer', required: true } }, valid: { id: Number(NO_SUCH_ID) },
    },
    {
      method: 'POST', url: '/administration-service/v1/deliveries/pause-member', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { accountId: { type: 'integer', required: true }, paused: { type: 'boolean', required: true } }, valid: { accountId: Number(NO_SUCH_ID), paused: true },
    },
    // Web-service limits (src/server/service-limits): the reads take {}; every write made here names a member,
    // a limit or a demand that does not exist, so each is refused and nothing is written.
    ...['get-limits', 'get-demands'].map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/limits/${call}`, body: 'json', strict: true, readOnly: true, as: 'admin', fields: {}, valid: {},
    })),
    {
      method: 'POST', url: '/administration-service/v1/limits/save-limit', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: {
        id: { type: 'integer', nullable: true }, scope: { type: 'string', required: true, enum: ['default', 'organization', 'user'] },
        accountEmail: { ...text(254, false), nullable: true }, perMinute: { type: 'integer', required: true },
        effectiveFrom: { ...istanbulTime, required: true }, effectiveUntil: { ...istanbulTime, nullable: true }, note: { ...text(500, false), nullable: true },
      },
      valid: { scope: 'user', accountEmail: NOBODY, perMinute: 10, effectiveFrom: '2024-08-20T10:00:00+03:00', effectiveUntil: '2024-08-30T10:00:00+03:00' },
    },
    ...['delete-limit', 'delete-demand'].map((call): RouteSpec => ({
      method: 'POST', url: `/administration-service/v1/limits/${call}`, body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { id: { type: 'integer', required: true } }, valid: { id: Number(NO_SUCH_ID) },
    })),
    {
      method: 'POST', url: '/administration-service/v1/limits/approve-demand', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { id: { type: 'integer', required: true }, effectiveFrom: { ...istanbulTime, required: true }, effectiveUntil: { ...istanbulTime, nullable: true } },
      valid: { id: Number(NO_SUCH_ID), effectiveFrom: '2024-08-20T10:00:00+03:00' },
    },
    {
      method: 'POST', url: '/administration-service/v1/limits/refuse-demand', body: 'json', strict: true, readOnly: false, as: 'admin',
      fields: { id: { type: 'integer', required: true }, reason: text(500) }, valid: { id: Number(NO_SUCH_ID), reason: 'Reason' },
    },
    get('/app-api/member/limits', { as: 'member' }),
    get('/app-api/member/limits/demands', { as: 'member' }),
    {
      // An update of a limit the member does not have: refused whatever else the body says.
      method: 'POST', url: '/app-api/member/limits/demands', body: 'json', strict: true, readOnly: false, as: 'member',
      fields: { kind: { type: 'string', required: true, enum: ['new', 'update'] }, limitId: { type: 'integer', nullable: true }, perMinute: { type: 'integer', required: true }, reason: text(500) },
      valid: { kind: 'update', limitId: Number(NO_SUCH_ID), perMinute: 10, reason: 'Reason' },
    },
    get('/app-api/member/parameters', { as: 'member' }),
    {
      method: 'POST', url: '/app-api/member/parameters', body: 'json', strict: true, readOnly: false, as: 'member',
      fields: { region: { type: 'string', nullable: true, maxLength: 10 }, dateRange: { type: 'string', nullable: true, enum: ['today', 'yesterday', 'tomorrow', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] } },
      valid: { region: 'TR1', dateRange: 'last7Days' },
    },
  ];
  return Object.fromEntries(specs.map((spec) => [`${spec.method} ${spec.url}`, spec]));
}
