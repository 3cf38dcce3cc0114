// The administration service's list uploads (/administration-service/v1/upload/…): for each list of the
// registry (uploadLists.ts) its description for the screen, a preview and an apply of an uploaded file, the
// template and the current list as CSV, and the upload history. The file is the raw request body (at most
// MAX_UPLOAD_BYTES; XLSX or CSV, judged by its content); the name, year and token are query fields. Administrator
// sessions only (401 for visitors, 403 for members and tickets). Shapes: src/server/API.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { auditActor } from '../../audit/auditLog';
import { ApiError } from '../../errors/apiError';
import { requestLocale } from '../../http/requestLocale';
import type { Store } from '../../store/store';
import { PLAIN_CSV_TYPE } from '../plainCsv';
import { listCsv, listFileName } from './listFiles';
import { readCurrentRows } from './listRows';
import { MAX_UPLOAD_BYTES } from './readUploadFile';
import { resolveList, type ResolvedList } from './uploadColumns';
import { listUploadHistory } from './uploadHistory';
import { uploadLists } from './uploadLists';
import { checkUploadQuery, type UploadQuery } from './uploadRequest';
import { applyUpload, previewUpload } from './uploadService';

export const ADMINISTRATION_UPLOAD = '/administration-service/v1/upload';

/** Content types a file may be sent with; its content decides what it is. */
const FILE_TYPES = [
  'application/octet-stream', 'text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

interface Options { reports: readonly ReportDescriptor[]; store: Store; now: () => Date }

const admin = { config: { access: 'admin' as const } };

export function registerUploadRoutes(app: FastifyInstance, { reports, store, now }: Options): void {
  // A list whose report page is not loaded (a server built with a few reports, as tests do) has nothing to show
  // its rows on, so it is not offered; with the full set every list resolves (tests/api/adminUploads.test.ts).
  const loaded = new Set(reports.map((d) => d.id));
  const lists = new Map(uploadLists.filter((l) => loaded.has(l.reportId)).map((l) => [l.id, resolveList(l, reports)]));
  const tr = (request: FastifyRequest) => requestLocale(request) === 'tr';

  function listOf(request: FastifyRequest): ResolvedList {
    const resolved = lists.get((request.params as { list: string }).list as never);
    if (!resolved) throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: tr(request) ? 'Böyle bir liste yok.' : 'There is no such list.' }]);
    return resolved;
  }

  function queryOf(request: FastifyRequest, resolved: ResolvedList, needsToken: boolean, needsName: boolean): UploadQuery {
    const checked = checkUploadQuery(request.query, resolved.list, requestLocale(request), needsToken, needsName);
    if (!checked.ok) throw new ApiError(400, checked.errors);
    return checked.query;
  }

  function fileOf(request: FastifyRequest): Uint8Array {
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!FILE_TYPES.includes(type)) {
      throw new ApiError(415, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr(request)
        ? 'Dosyayı istek gövdesi olarak application/octet-stream türüyle gönderin.'
        : 'Send the file as the request body, with the type application/octet-stream.' }]);
    }
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr(request) ? 'Dosya boş ya da gönderilmedi.' : 'The file is empty or was not sent.' }]);
    }
    return new Uint8Array(request.body);
  }

  function sendCsv(reply: FastifyReply, name: string, text: string) {
    return reply.header('content-type', PLAIN_CSV_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(text);
  }

  app.get(`${ADMINISTRATION_UPLOAD}/lists`, admin, async () => ({
    items: [...lists.values()].map(({ list, columns, keyColumns }) => ({
      list: list.id, menuId: list.menuId, reportId: list.reportId, perYear: list.perYear, key: keyColumns.map((c) => c.key),
      columns: columns.map((c) => ({ key: c.key, titleTr: c.titleTr, titleEn: c.titleEn, type: c.type, required: c.required, choices: c.choices })),
    })),
  }));

  app.get(`${ADMINISTRATION_UPLOAD}/:list/history`, admin, async (request) => {
    const resolved = listOf(request);
    return { items: await listUploadHistory(store, resolved.list.id) };
  });

  app.get(`${ADMINISTRATION_UPLOAD}/:list/template`, admin, async (request, reply) => {
    const resolved = listOf(request);
    const locale = requestLocale(request);
    return sendCsv(reply, listFileName(resolved, 'template', locale, null), listCsv(resolved, [], locale));
  });

  app.get(`${ADMINISTRATION_UPLOAD}/:list/current`, admin, async (request, reply) => {
    const resolved = listOf(request);
    const { year } = queryOf(request, resolved, false, false);
    const locale = requestLocale(request);
    return sendCsv(reply, listFileName(resolved, 'current', locale, year), listCsv(resolved, await readCurrentRows(store, resolved, year), locale));
  });

  // The file arrives as the raw body: in this scope any content type is read as bytes (checked in fileOf).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

    scope.post(`${ADMINISTRATION_UPLOAD}/:list/preview`, { ...admin, bodyLimit: MAX_UPLOAD_BYTES }, async (request) => {
      const resolved = listOf(request);
      const query = queryOf(request, resolved, false, true);
      return previewUpload(store, resolved, fileOf(request), query.year, query.fileName, requestLocale(request));
    });

    scope.post(`${ADMINISTRATION_UPLOAD}/:list/apply`, { ...admin, bodyLimit: MAX_UPLOAD_BYTES }, async (request) => {
      const resolved = listOf(request);
      const query = queryOf(request, resolved, true, true);
      return applyUpload(store, resolved, fileOf(request), {
        year: query.year, fileName: query.fileName, previewToken: query.previewToken!, actor: auditActor(request), at: now().getTime(), locale: requestLocale(request),
      });
    });
  });
}
