// The fuzz suite's case generator: from one route's description (routeSpecs.ts: its method, path, body kind and
// fields, read from the descriptor or the route's own schema) it makes the malformed and hostile requests the
// server must survive. Pure: no server, no clock, no randomness, so a failing case is the same on every run.
//
// Each case says what it expects:
// - `reject`: the request is invalid, so the answer must be a 4xx in the error envelope (or the identity pages'
//   HTML page) and nothing may be written;
// - `survive`: the request is valid but hostile (SQL or HTML in a free-text filter, a junk body on a GET, which
//   the server never reads), so any answer below 500 will do. Only routes that write nothing get such cases;
//   a route that writes gets only cases that are invalid for certain.

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'object' | 'list';

export interface FieldSpec {
  type: FieldType;
  required?: boolean;
  nullable?: boolean;
  enum?: readonly string[];
  maxLength?: number;
  /** The route checks the string's form (an e-mail, an id, a time): any value we make up is invalid. */
  format?: boolean;
  /** The route coerces as the operator's service does: a number is taken as text, a numeric string as a number. */
  coerced?: boolean;
  /** Never changed or left out (the member's current password: a wrong one would count a failed sign-in). */
  fixed?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type BodyKind = 'json' | 'form' | 'none';
export type Principal = 'visitor' | 'member' | 'admin';

export interface RouteSpec {
  method: HttpMethod;
  /** The route's pattern, with `:param`s. */
  url: string;
  /** A value per path parameter for the body cases: one that exists for read-only routes, else one that does not. */
  params?: Readonly<Record<string, string>>;
  body: BodyKind;
  fields?: Readonly<Record<string, FieldSpec>>;
  /** A body the route accepts, the start of every field case. Only sent as it is when the route is read-only. */
  valid?: Readonly<Record<string, unknown>>;
  /** Query parameters of a GET. */
  query?: Readonly<Record<string, FieldSpec>>;
  /** Unknown body fields are refused (additionalProperties: false), not ignored. */
  strict?: boolean;
  /** Nothing the route answers writes to the store, so valid-but-hostile values may be sent. */
  readOnly: boolean;
  /** Start and end fields of a date range, and the longest span in days when the route limits it. */
  range?: { start: string; end: string; maxSpanDays?: number };
  /** The body's `page` object (paged reports): the columns a sort may name. */
  paging?: { sortFields: readonly string[] };
  /** A form carrying the CSRF field `_csrf` that must match the `sf_csrf` cookie. */
  csrf?: boolean;
  /** The identity pages answer errors as HTML pages. */
  page?: boolean;
  /** Who calls: the admin API as an administrator, the member pages as a member. */
  as: Principal;
  /** Requests body-limited below the server's 1 MiB (the identity forms take 16 KiB). */
  bodyLimit?: number;
  /** The answer is an event stream that stays open: a case is judged by its status and headers, then dropped. */
  stream?: boolean;
}

/** Who the requests come from: the session cookie (if any) and the CSRF token that cookie header carries. */
export interface Caller { cookie: string; csrf: string }

export type Expectation = 'reject' | 'survive';

export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  expect: Expectation;
}

export const SERVER_BODY_LIMIT = 1_048_576;
export const DEEP = 5000;
export const ONE_MB = 1_000_000;

/**
 * Strings an attacker tries in every text field: SQL, HTML, NUL, right-to-left marks, and return addresses with
 * non-ASCII letters and a right-to-left override (a redirect to one must not break the Location header).
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1' --",
  "x'); DROP TABLE accounts; --",
  '<script>alert(1)</script><img src=x onerror=alert(2)>',
  'a\u0000b\u0000',
  '\u202eevil\u202c\u200f\u061c',
  '/raporlar/günlük-İstanbul?ş=ğ',
  '/x\u202e/..%2f..%2f',
];

/** More of the same for the case that fills every text field at once. */
const MORE_HOSTILE: readonly string[] = ['" UNION SELECT email, password_hash FROM accounts --', 'İı ŞşĞğ ${7*7} {{7*7}} %s%n'];

/** Dates the routes must refuse: wrong forms, an impossible day, years outside any data, an empty string. */
export const BAD_DATETIMES: readonly string[] = [
  '2024-08-01',
  '01.08.2024',
  '2024-02-30T00:00:00+03:00',
  '9999-12-31T00:00:00+03:00',
  '0000-01-01T00:00:00+03:00',
  '+275760-09-13T00:00:00Z',
  '',
];

/** Page numbers and sizes that are no page: negative, zero, fractional, 2^63 and 2^64, infinite, text. */
export const BAD_PAGE_NUMBERS: readonly string[] = ['-1', '0', '1.5', '9223372036854775808', '18446744073709551616', '1e400', '"x"', '"1.5"'];

/** Path parameters: huge numbers, signs, text, climbing, NUL, escapes, a name longer than the router takes. */
export const BAD_PATH_PARAMS: readonly string[] = [
  '99999999999999999999999', '9223372036854775808', '-1', '0', '1.5', '1e3', 'abc', '..', '%2e%2e', '%00', '%20',
  '%', '%E0%A4%A', '__proto__', 'constructor', '%D9%A1%D9%A2', 'x'.repeat(120), '%3Cscript%3E',
];

/** Numbers no 64-bit column holds (2^63, 2^64, 10^23) and one no double holds (JSON.parse makes it Infinity). */
export const BIG_NUMBERS: readonly string[] = ['9223372036854775808', '18446744073709551616', '99999999999999999999999', '1e400'];

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

function wrongValues(field: FieldSpec): unknown[] {
  const all: Record<string, unknown> = { string: 'text', integer: 7, fraction: 1.5, boolean: true, object: { a: 1 }, array: ['a'] };
  const keep: Record<FieldType, string[]> = {
    string: ['integer', 'boolean', 'object', 'array'],
    datetime: ['integer', 'boolean', 'object', 'array'],
    integer: ['string', 'fraction', 'boolean', 'object', 'array'],
    number: ['string', 'boolean', 'object', 'array'],
    boolean: ['string', 'integer', 'object', 'array'],
    object: ['string', 'integer', 'boolean', 'array'],
    list: ['string', 'boolean', 'object'],
  };
  // A number sent for a text field is text to a route that coerces as the operator's service does.
  const wrong = keep[field.type].filter((k) => !(field.coerced && field.type === 'string' && k === 'integer'));
  return [...wrong.map((k) => all[k]), ...(field.nullable ? [] : [null])];
}

function isTextField(field: FieldSpec): boolean {
  return field.type === 'string' || field.type === 'datetime';
}

/** Whether any string we make up is refused in this field. */
function checked(field: FieldSpec): boolean {
  return field.type === 'datetime' || !!field.format || !!field.enum;
}

function fillParams(url: string, params: Readonly<Record<string, string>> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? '1');
}

function formText(body: Readonly<Record<string, unknown>>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return form.toString();
}

const MULTIPART = '--fuzz\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n';

/**
 * Every case for one route. `sameUrl` lists the other methods registered at the same address (they are no wrong
 * method there).
 */
export function fuzzCases(spec: RouteSpec, caller: Caller, sameUrl: readonly string[] = []): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const url = fillParams(spec.url, spec.params);
  const auth: Record<string, string> = caller.cookie ? { cookie: caller.cookie } : {};
  const fields = spec.fields ?? {};
  const valid = spec.valid ?? {};
  const hasBody = spec.body !== 'none';
  const bodyless = spec.method === 'GET';
  const limit = spec.bodyLimit ?? SERVER_BODY_LIMIT;

  const add = (name: string, expect: Expectation, request: Partial<FuzzCase> = {}) => {
    cases.push({ name, expect, method: spec.method, url, ...request, headers: { ...auth, ...request.headers } });
  };
  /** A body in the route's own encoding, the CSRF field filled in for forms (the CSRF cases are built apart). */
  const send = (name: string, expect: Expectation, body: Readonly<Record<string, unknown>>) => {
    if (spec.body === 'form') {
      add(name, expect, { payload: formText({ ...(spec.csrf ? { _csrf: caller.csrf } : {}), ...body }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    } else {
      add(name, expect, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    }
  };
  const raw = (name: string, expect: Expectation, payload: string, contentType: string | null = 'application/json') =>
    add(name, expect, { payload, headers: contentType ? { 'content-type': contentType } : {} });
  /** A body case on a route that reads no body: a GET never reads it; a route with no such id refuses anyway. */
  const junk: Expectation = bodyless ? 'survive' : 'reject';
  const written = !spec.readOnly;
  const without = (name: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));

  // --- The body as a whole: syntax, shape, size, depth, prototype keys, content type.
  const jsonBody = spec.body === 'json' || spec.body === 'none';
  const shape: Expectation = spec.body === 'json' ? 'reject' : junk;
  if (jsonBody) {
    for (const [name, text] of [
      ['truncated JSON', '{"a":'], ['single quotes', "{'a':1}"], ['trailing comma', '{"a":1,}'], ['NaN', '{"a":NaN}'],
      ['unquoted key', '{a:1}'], ['two documents', '{}{}'], ['an empty body', ''],
    ] as const) raw(`invalid JSON: ${name}`, shape, text);
    for (const [name, text] of [['an array', '[]'], ['an array of the valid body', `[${JSON.stringify(valid)}]`], ['a string', '"text"'], ['a number', '42'], ['null', 'null'], ['true', 'true']] as const) {
      raw(`${name} instead of an object`, shape, text);
    }
    raw(`an object nested ${DEEP} deep`, shape, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`);
    raw(`an array nested ${DEEP} deep`, shape, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`);
    raw(`the valid body with a field nested ${DEEP} deep`, shape, JSON.stringify({ ...valid, deep: 0 }).replace('"deep":0', `"deep":${'['.repeat(DEEP)}${']'.repeat(DEEP)}`));
    // Valid JSON, so what the route does with an unknown field decides: ignored (lenient) or refused (strict).
    const note = JSON.stringify({ ...valid, note: '['.repeat(DEEP) });
    if (spec.body === 'none' || spec.strict) raw('brackets inside strings are not nesting', junk, note);
    else if (!written) raw('brackets inside strings are not nesting', 'survive', note);
    raw('a __proto__ key', shape, JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"role":"admin"},').replace(',}', '}'));
    raw('an escaped __proto__ key', shape, JSON.stringify(valid).replace(/^\{/, '{"\\u005f_proto__":{"role":"admin"},').replace(',}', '}'));
    raw('a constructor.prototype key', shape, JSON.stringify(valid).replace(/^\{/, '{"constructor":{"prototype":{"role":"admin"}},').replace(',}', '}'));
  }
  if (hasBody || !bodyless) {
    raw(`a body over the limit (${limit + 1} bytes)`, 'reject', JSON.stringify({ ...valid, pad: 'a'.repeat(limit) }), spec.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json');
  } else {
    raw('a body of 1 MB on a GET', 'survive', JSON.stringify({ pad: 'a'.repeat(ONE_MB) }));
  }
  if (spec.body === 'json') {
    raw('the fields as a form', 'reject', formText(valid), 'application/x-www-form-urlencoded');
    raw('the JSON as text/plain', 'reject', JSON.stringify(valid), 'text/plain');
    raw('multipart', 'reject', MULTIPART, 'multipart/form-data; boundary=fuzz');
    raw('a body without a content type', 'reject', JSON.stringify(valid), null);
    raw('application/xml', 'reject', '<a/>', 'application/xml');
  } else if (spec.body === 'form') {
    // Without the CSRF field, so that a route that also reads JSON still refuses it.
    raw('the fields as JSON without the CSRF field', 'reject', JSON.stringify(valid));
    raw('text/plain', 'reject', formText(valid), 'text/plain');
    raw('multipart', 'reject', MULTIPART, 'multipart/form-data; boundary=fuzz');
    raw('a form nested with brackets', 'reject', formText({ 'a[b][c]': '1', '__proto__[role]': 'admin', 'constructor[prototype][x]': '1' }), 'application/x-www-form-urlencoded');
  } else if (bodyless) {
    raw('a form body on a GET', 'survive', 'a=1&__proto__[x]=1', 'application/x-www-form-urlencoded');
    raw('a text body on a GET', 'survive', '<script>', 'text/plain');
  }

  // --- CSRF: every state-changing form needs the cookie and the same value in the field.
  if (spec.csrf) {
    const body = formText(valid);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    add('no CSRF field', 'reject', { payload: body, headers: form });
    add('a wrong CSRF field', 'reject', { payload: formText({ _csrf: `${caller.csrf.slice(0, -1)}x`, ...valid }), headers: form });
    add('a CSRF field of another length', 'reject', { payload: formText({ _csrf: `${caller.csrf}x`, ...valid }), headers: form });
    add('the CSRF field twice', 'reject', { payload: formText({ _csrf: [caller.csrf, caller.csrf], ...valid }), headers: form });
    add('the CSRF field without its cookie', 'reject', { payload: formText({ _csrf: caller.csrf, ...valid }), headers: { ...form, cookie: caller.cookie.split('; ').filter((c) => !c.startsWith('sf_csrf=')).join('; ') } });
  }

  // --- Field by field, from the route's own schema.
  if (hasBody) {
    for (const [name, field] of Object.entries(fields)) {
      if (field.fixed) continue;
      if (field.required) send(`${name} missing`, 'reject', without(name));
      // A form field sent twice arrives as a list; only a required one is then certainly refused.
      if (spec.body === 'json') {
        for (const value of wrongValues(field)) send(`${name} as ${JSON.stringify(value)}`, 'reject', { ...valid, [name]: value });
      } else if (field.required) {
        send(`${name} twice`, 'reject', { ...valid, [name]: ['a', 'b'] });
      }
      if (spec.body === 'json' && field.type === 'integer') {
        for (const big of BIG_NUMBERS) raw(`${name} = ${big}`, 'reject', JSON.stringify({ ...valid, [name]: 0 }).replace(`"${name}":0`, `"${name}":${big}`));
      }
      if (field.enum) send(`${name} outside its values`, 'reject', { ...valid, [name]: `${field.enum[0] ?? ''}X` });
      if (field.type === 'datetime') for (const text of BAD_DATETIMES) send(`${name} as ${JSON.stringify(text)}`, 'reject', { ...valid, [name]: text });
      if (isTextField(field)) {
        // 1 MB in every free-text field (those reach the query), and in the first field whose form is checked.
        const bounded = checked(field) || field.maxLength !== undefined || spec.body === 'form';
        const firstChecked = Object.entries(fields).find(([, f]) => isTextField(f) && checked(f) && !f.fixed)?.[0] === name;
        if ((!checked(field) || firstChecked) && (bounded || !written)) send(`${name} of 1 MB`, bounded ? 'reject' : 'survive', { ...valid, [name]: 'a'.repeat(ONE_MB) });
        if (field.maxLength !== undefined) send(`${name} one character too long`, 'reject', { ...valid, [name]: 'a'.repeat(field.maxLength + 1) });
        // A field whose form is checked refuses them all alike: SQL, HTML and NUL are enough there.
        HOSTILE_STRINGS.forEach((text, i) => {
          if (checked(field) && i < 4) send(`${name} hostile #${i + 1}`, 'reject', { ...valid, [name]: text });
          else if (!checked(field) && !written) send(`${name} hostile #${i + 1}`, 'survive', { ...valid, [name]: text });
        });
      }
    }
    // Every text field hostile at once (each a different string, so that a password and its confirmation differ).
    const texts = Object.entries(fields).filter(([, f]) => isTextField(f) && !f.fixed);
    if (texts.length > 0) {
      const all = [...MORE_HOSTILE, ...HOSTILE_STRINGS];
      const hostile = Object.fromEntries(texts.map(([name], i) => [name, `${all[i % all.length]!} ${name}`]));
      const refused = texts.some(([, f]) => checked(f));
      const firstRequired = Object.entries(fields).find(([, f]) => f.required && !f.fixed)?.[0];
      if (refused) send('SQL and HTML in every text field', 'reject', { ...valid, ...hostile });
      else if (!written) send('SQL and HTML in every text field', 'survive', { ...valid, ...hostile });
      else if (firstRequired) send(`SQL and HTML in every text field, ${firstRequired} missing`, 'reject', Object.fromEntries(Object.entries({ ...valid, ...hostile }).filter(([key]) => key !== firstRequired)));
    }
    const unknown = { ...valid, "x'; DROP TABLE accounts; --": '<script>alert(1)</script>' };
    if (spec.strict) send('an unknown field', 'reject', unknown);
    else if (!written && spec.body === 'json') send('an unknown hostile field (ignored)', 'survive', unknown);
  }

  // --- Date ranges: the end before the start, a span over the limit.
  if (spec.range && hasBody) {
    send('end before start', 'reject', { ...valid, [spec.range.start]: '2024-08-10T00:00:00+03:00', [spec.range.end]: '2024-08-01T00:00:00+03:00' });
    if (spec.range.maxSpanDays !== undefined) {
      const end = new Date(Date.UTC(2024, 0, 1) + (spec.range.maxSpanDays + 2) * 86_400_000).toISOString().slice(0, 10);
      send(`a span over the limit (${spec.range.maxSpanDays} days)`, 'reject', { ...valid, [spec.range.start]: '2024-01-01T00:00:00+03:00', [spec.range.end]: `${end}T00:00:00+03:00` });
    }
  }

  // --- Paging: numbers and sizes that are no page, sorts by columns that do not exist.
  if (spec.paging) {
    const base = JSON.stringify(valid).replace(/\}$/, '');
    const sep = Object.keys(valid).length > 0 ? ',' : '';
    const page = (name: string, text: string) => raw(name, 'reject', `${base}${sep}"page":${text}}`);
    for (const bad of BAD_PAGE_NUMBERS) {
      page(`page number ${bad}`, `{"number":${bad},"size":10}`);
      page(`page size ${bad}`, `{"number":1,"size":${bad}}`);
    }
    page('page size over the maximum', '{"number":1,"size":100001}');
    page('page as an array', '[1,10]');
    page('page as a string', '"1"');
    page('page without a size', '{"number":1}');
    page('sort by an unknown field', '{"number":1,"size":10,"sort":{"field":"password_hash","direction":"ASC"}}');
    page('sort by SQL', `{"number":1,"size":10,"sort":{"field":${JSON.stringify(`${spec.paging.sortFields[0] ?? 'x'}; DROP TABLE accounts`)},"direction":"ASC"}}`);
    page('sort in no direction', `{"number":1,"size":10,"sort":{"field":${JSON.stringify(spec.paging.sortFields[0] ?? 'x')},"direction":"SIDEWAYS"}}`);
    page('sort as a string', '{"number":1,"size":10,"sort":"date desc"}');
  }

  // --- The query string of a GET.
  if (spec.query) {
    for (const [name, field] of Object.entries(spec.query)) {
      const values = [...HOSTILE_STRINGS, '-1', '1e400', 'x'.repeat(3000)];
      // A query value is text: anything made up is refused where the route expects a number, a date or a value from a list.
      const refused: Expectation = field.type !== 'string' || checked(field) ? 'reject' : 'survive';
      // As in the body: a route that writes gets no free text it might accept.
      if (refused === 'survive' && written) continue;
      values.forEach((value, i) => add(`query ${name} #${i + 1}`, refused, { url: `${url}?${new URLSearchParams({ [name]: value }).toString()}` }));
      add(`query ${name} twice`, refused, { url: `${url}?${name}=a&${name}=b` });
    }
  }
  if (bodyless) {
    add('an unknown query with prototype keys', 'survive', { url: `${url}?__proto__[role]=admin&constructor[prototype][x]=1&a=%00` });
    add('a long query', 'survive', { url: `${url}?q=${'%3Cscript%3E'.repeat(600)}` });
  }

  // --- Other methods on the same address, and addresses next to it.
  const methods = new Set([spec.method, ...sameUrl, ...(spec.method === 'GET' || sameUrl.includes('GET') ? ['HEAD'] : [])]);
  for (const method of OTHER_METHODS) if (!methods.has(method)) add(`${method} instead of ${spec.method}`, 'reject', { method, ...(method === 'GET' ? {} : { payload: '{}', headers: { 'content-type': 'application/json' } }) });
  const [prefix, ...rest] = url.split('/').filter(Boolean);
  for (const [name, other] of [
    ['a climbing suffix', `${url}/..`], ['an encoded climbing suffix', `${url}/%2e%2e`], ['a climb back into the path', `/${prefix}/../${[prefix, ...rest].join('/')}`],
    ['an encoded climb back', `/${prefix}/%2e%2e/${[prefix, ...rest].join('/')}`], ['a doubled slash', `/${prefix}//${rest.join('/')}`], ['a dot segment', `/${prefix}/./${rest.join('/')}`],
    ['a NUL suffix', `${url}%00`], ['a trailing slash', `${url}/`], ['an upper-case path', url.toUpperCase()], ['a matrix parameter', `${url};jsessionid=1`],
    ['an encoded slash', `/${prefix}%2f${rest.join('/')}`], ['a backslash', `/${prefix}\\${rest.join('/')}`],
  ] as const) {
    if (other === url) continue;
    add(`${name}`, 'reject', { url: other, ...(hasBody || !bodyless ? { payload: '{"a":', headers: { 'content-type': 'application/json' } } : {}) });
  }

  // --- Path parameters.
  for (const param of spec.url.match(/:[A-Za-z]+/g) ?? []) {
    for (const value of BAD_PATH_PARAMS) {
      const other = fillParams(spec.url.replace(param, value), spec.params);
      add(`${param} = ${value.length > 30 ? `${value.slice(0, 10)}… (${value.length})` : value}`, 'reject', { url: other, ...(bodyless ? {} : { payload: JSON.stringify(valid), headers: { 'content-type': spec.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json' } }) });
    }
  }
  return cases;
}
