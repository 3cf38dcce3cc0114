// The media library (/administration-service/v1/media: a raw file body, which the JSON-only /app-api/ refuses):
// administrators upload images (PNG or JPEG, told by their bytes, at most MAX_BYTES), list
// them (paged, searched by name) and delete them, each write audited in its own transaction; everyone reads a file
// at its stable public address `/media/<id>-<slug>.<png|jpg>`, with headers that keep the browser from reading it
// as anything but that image (`nosniff`, a sandboxing CSP) and let it be cached for good (the address never
// names other bytes). Shapes: src/server/API.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditActor, recordAudit, istanbulTime } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { imageKind } from './imageKind';
import { deleteMedia, findMedia, insertMedia, listMedia, mediaBytes, mediaPath, type MediaFile } from './mediaFiles';
import { mediaSlug } from './mediaSlug';
import { unusableCharacters } from '../identity/formText';

export const MEDIA_PREFIX = '/media/';
/** The largest image accepted: 5 MB. */
export const MAX_BYTES = 5 * 1024 * 1024;
const PAGE_SIZE_MAX = 100;
const FILE_ADDRESS = /^([1-9][0-9]{0,14})-([a-z0-9-]{1,80})\.(png|jpg)$/;

interface Options { store: Store; now: () => Date }
interface ListQuery { search?: unknown; page?: unknown; pageSize?: unknown }
interface UploadQuery { name?: unknown }

const MESSAGES = {
  tr: {
    notImage: 'Dosya PNG ya da JPEG görseli değil (içeriğine bakıldı, adına değil). Yalnızca JPG, JPEG ve PNG yüklenebilir.',
    tooLarge: (size: string) => `Dosya çok büyük (${size}); en çok 5 MB olabilir.`,
    empty: 'Dosya boş; bir görsel seçin.',
    noBytes: 'Dosyanın içeriğini application/octet-stream olarak gönderin.',
    name: 'name: dosyanın adı gerekir (en çok 200 karakter, .png, .jpg ya da .jpeg ile biten).',
    search: 'search: en çok 100 karakterlik, denetim karakteri içermeyen bir metin olmalı.',
    whole: (name: string, max: number) => `${name}: 1 ile ${max} arasında bir tam sayı olmalı.`,
    id: 'Görsel numarası pozitif bir tam sayı olmalı.',
    notFound: 'Bu numarayla bir görsel yok.',
    noFile: 'Böyle bir görsel yok.',
  },
  en: {
    notImage: 'The file is not a PNG or JPEG image (judged by its content, not its name). Only JPG, JPEG and PNG can be uploaded.',
    tooLarge: (size: string) => `The file is too large (${size}); at most 5 MB.`,
    empty: 'The file is empty; choose an image.',
    noBytes: "Send the file's content as application/octet-stream.",
    name: "name: the file's name is required (at most 200 characters, ending in .png, .jpg or .jpeg).",
    search: 'search: must be text of at most 100 characters, without control characters.',
    whole: (name: string, max: number) => `${name}: must be a whole number from 1 to ${max}.`,
    id: 'The image id must be a positive integer.',
    notFound: 'There is no image with this id.',
    noFile: 'There is no such image.',
  },
};

const refuse = (errorCode: string, errorMessage: string, status = 400) => new ApiError(status, [{ errorCode, errorMessage }]);

function toJson(file: MediaFile) {
  return {
    id: file.id, fileName: file.fileName, contentType: file.contentType, size: file.size, width: file.width, height: file.height,
    uploadedBy: file.uploadedBy, uploadedAt: istanbulTime(file.uploadedAt), url: mediaPath(file),
  };
}

function wholeNumber(raw: unknown, fallback: number, max: number, name: string, locale: 'tr' | 'en'): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw refuse('INVALID_REQUEST', MESSAGES[locale].whole(name, max));
  return Number(raw);
}

/** The uploaded file's name as the administrator knows it: text without control characters, an image extension. */
function fileNameOf(raw: unknown, locale: 'tr' | 'en'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (typeof raw !== 'string' || raw.length > 200 || /[\u0000-\u001f\u007f]/.test(raw) || !/\S\.(png|jpe?g)$/i.test(raw.trim())) throw refuse('INVALID_MEDIA', MESSAGES[locale].name);
  return raw.trim().replace(/^.*[\\/]/, '');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function registerMediaRoutes(app: FastifyInstance, { store, now }: Options): Promise<void> {
  // Only these routes read raw bytes: the parser lives in their own scope, so every other route still refuses them.
  await app.register(async (scope) => {
    // A little over the limit, so that a file just too large is told so in the reader's words (a 400), not cut off.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_BYTES + 1024 * 1024 }, (_request, body, done) => done(null, body));

    scope.get<{ Querystring: ListQuery }>('/administration-service/v1/media', { config: { access: 'admin' } }, async (request) => {
      const locale = requestLocale(request);
      const { search = '' } = request.query;
      if (typeof search !== 'string' || search.length > 100 || unusableCharacters(search)) throw refuse('INVALID_REQUEST', MESSAGES[locale].search);
      const page = wholeNumber(request.query.page, 1, 1_000_000, 'page', locale);
      const pageSize = wholeNumber(request.query.pageSize, 24, PAGE_SIZE_MAX, 'pageSize', locale);
      const found = await listMedia(store, { search: search.trim(), limit: pageSize, offset: (page - 1) * pageSize });
      return { total: found.total, page, pageSize, items: found.items.map(toJson) };
    });

    scope.post<{ Querystring: UploadQuery }>('/administration-service/v1/media', { config: { access: 'admin' } }, async (request, reply) => {
      const locale = requestLocale(request);
      const say = MESSAGES[locale];
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw refuse('INVALID_MEDIA', say.noBytes);
      const fileName = fileNameOf(request.query.name, locale);
      if (bytes.length === 0) throw refuse('INVALID_MEDIA', say.empty);
      if (bytes.length > MAX_BYTES) throw refuse('MEDIA_TOO_LARGE', say.tooLarge(megabytes(bytes.length)));
      const kind = imageKind(bytes);
      if (kind === null) throw refuse('INVALID_MEDIA', say.notImage);
      const at = now().getTime();
      const actor = auditActor(request);
      const file = await store.transaction(async (tx) => {
        const added = await insertMedia(tx, { fileName, slug: mediaSlug(fileName), kind, bytes, by: actor.accountId, at });
        const { uploadedAt: _at, ...after } = toJson(added);
        await recordAudit(tx, actor, at, [{ action: 'POST /administration-service/v1/media', target: `media:${added.id}`, before: null, after }]);
        return added;
      });
      reply.code(201);
      return toJson(file);
    });

    scope.delete<{ Params: { id: string } }>('/administration-service/v1/media/:id', { config: { access: 'admin' } }, async (request, reply) => {
      const say = MESSAGES[requestLocale(request)];
      const id = pathId(request, { tr: MESSAGES.tr.id, en: MESSAGES.en.id });
      const actor = auditActor(request);
      const at = now().getTime();
      const deleted = await store.transaction(async (tx) => {
        const before = await findMedia(tx, id);
        if (!before || !(await deleteMedia(tx, id))) return false;
        await recordAudit(tx, actor, at, [{ action: 'DELETE /administration-service/v1/media/:id', target: `media:${id}`, before: toJson(before), after: null }]);
        return true;
      });
      if (!deleted) throw refuse('MEDIA_NOT_FOUND', say.notFound, 404);
      reply.code(204);
    });
  });

  app.get<{ Params: { file: string } }>(`${MEDIA_PREFIX}:file`, { config: { access: 'public' } }, async (request, reply: FastifyReply) => {
    const match = FILE_ADDRESS.exec(request.params.file);
    const notFound = () => refuse('MEDIA_NOT_FOUND', MESSAGES[requestLocale(request as FastifyRequest)].noFile, 404);
    if (!match) throw notFound();
    const file = await findMedia(store, Number(match[1]));
    // Only the exact address: another slug or extension names nothing.
    if (!file || file.slug !== match[2] || file.extension !== match[3]) throw notFound();
    const bytes = await mediaBytes(store, file.id);
    if (!bytes) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', bytes.length)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `inline; filename="${file.slug}.${file.extension}"`)
      .send(bytes);
  });
}
