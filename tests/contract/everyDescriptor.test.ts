// The contract suite: every descriptor, asked for its default view, answers in the operator's envelope
// with exactly the catalogue's item fields; every data route refuses bad bodies with a 400 envelope, never
// a 500; every export route returns a file of the right type.
import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerItemFields, answerItems } from '../../src/engine/catalogue/answerItemFields';
import { findOperation } from '../../src/engine/catalogue/catalogue';
import { columnTypeOf } from '../../src/engine/columns/columnTypes';
import { unfoldedList } from '../../src/engine/rows/unfoldList';
import { loadReports } from '../../src/server/reports/loadReports';
import { resolveDefaultRequest } from '../support/resolveDefaultRequest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

const { reports } = loadReports(resolve('reports'));
const responseTypes = new Ajv({ strict: false, validateFormats: false });
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const BAD_BODIES: Array<[string, string]> = [
  ['not JSON', '{"startDate": 2024'],
  ['a JSON array', '[]'],
  ['a JSON string', '"hello"'],
  ['null', 'null'],
  ['wrong types everywhere', '{"startDate": {}, "endDate": [], "page": "x", "region": 5, "powerPlantId": "abc", "basinName": 7}'],
  ['a huge page size', '{"startDate":"2024-08-01T00:00:00+03:00","endDate":"2024-08-01T00:00:00+03:00","page":{"number":1,"size":10000000}}'],
];

/** The JSON type an answer gives a field the catalogue types so (undefined: no single JSON type, e.g. an object DTO). */
function jsonTypeOf(catalogueType: string): string | undefined {
  if (/^(integer|number)/.test(catalogueType)) return 'number';
  if (/^string/.test(catalogueType)) return 'string';
  if (catalogueType === 'boolean') return 'boolean';
  if (catalogueType.startsWith('array')) return 'array';
  return undefined;
}

describe.each(reports.map((r) => [r.id, r] as const))('%s', (_id, descriptor) => {
  const url = `/${descriptor.api.service}${descriptor.api.path}`;
  const operation = findOperation(descriptor.api.service, descriptor.api.path)!;
  // The page's default view, a lookup opening on its first option asked for it first.
  const body = () => resolveDefaultRequest(server.app, descriptor);
  // A GET operation (a dashboard) takes no body: it answers its binding's window.
  const get = descriptor.api.method === 'GET';

  it('answers its default view in the real envelope with the catalogue item fields', async () => {
    const res = get ? await server.app.inject({ method: 'GET', url }) : await postJson(server.app, url, await body());
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual([...operation.envelope].sort());
    // Under `items`, or one object DTO nested in a RestResponse's body.content (answerItems).
    const items = answerItems(operation, json) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    expect(Object.keys(items[0]!).sort()).toEqual(answerItemFields(operation).map((f) => f.name).sort());
    for (const [key, fields] of Object.entries(operation.summary)) {
      if (descriptor.api.summary?.key === key) expect(Object.keys(json[key]).sort()).toEqual(Object.keys(descriptor.api.summary.fields).sort().filter((f) => fields.includes(f)));
    }
    for (const column of descriptor.columns) {
      const value = items[0]![column.key];
      // Each column type says how its value is typed in the answer (src/engine/columns): a list a real array, never JSON text.
      expect(responseTypes.validate(columnTypeOf(column).responseSchema, value), `${column.key}: ${JSON.stringify(value)}`).toBe(true);
    }
    // And in the JSON type the catalogue gives the field, so a client written against the operator reads it.
    for (const field of answerItemFields(operation)) {
      const value = items[0]![field.name];
      const wanted = jsonTypeOf(field.type);
      if (value !== null && wanted) expect(Array.isArray(value) ? 'array' : typeof value, `${field.name} (${field.type}): ${JSON.stringify(value)}`).toBe(wanted);
    }
  });

  // Without a page every own row comes back and gives the summary itself; with one, a summary query does.
  if (descriptor.api.summary && descriptor.api.paged && !get) it('gives the same summary from its rows as from the summary query', async () => {
    const whole = await postJson(server.app, url, await body());
    const paged = await postJson(server.app, url, { ...(await body()), page: { number: 1, size: 1 } });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(paged.statusCode, paged.body).toBe(200);
    const key = descriptor.api.summary!.key;
    expect(Object.values(whole.json()[key]).some((value) => value !== null)).toBe(true);
    expect(whole.json()[key]).toEqual(paged.json()[key]);
  });

  if (!get) it.each(BAD_BODIES)('answers %s with 400 and the error envelope', async (_name, payload) => {
    const res = await server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    // A report without paging ignores the page object, like any unknown field.
    if (payload.includes('"page":{') && !descriptor.api.paged) return;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ errorCode: expect.any(String), errorMessage: expect.any(String) });
  });

  if (descriptor.api.exportPath) {
    const exportUrl = `/${descriptor.api.service}${descriptor.api.exportPath}`;
    it.each(descriptor.export)('exports %s as a file that opens', async (format) => {
      const res = await postJson(server.app, exportUrl, { ...(await body()), exportType: format.toUpperCase() }, { 'accept-language': 'en-US' });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${descriptor.id}.*\\.${format}"`));
      const buffer = res.rawPayload;
      if (format === 'csv') {
        expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        // A flat list answer is written a row per item, headed by its item fields (engine/rows/unfoldList.ts).
        const list = unfoldedList(descriptor);
        expect(buffer.toString('utf8')).toContain(list ? Object.values(list.valueLabels!)[0]!.en : descriptor.columns[0]!.label.en);
      } else if (format === 'pdf') {
        expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
        expect(workbook.worksheets.length).toBe(1);
        expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(2);
      }
    });

    it('refuses an export without or with an unknown exportType', async () => {
      expect((await postJson(server.app, exportUrl, await body())).statusCode).toBe(400);
      expect((await postJson(server.app, exportUrl, { ...(await body()), exportType: 'DOCX' })).statusCode).toBe(400);
    });
  }
});
