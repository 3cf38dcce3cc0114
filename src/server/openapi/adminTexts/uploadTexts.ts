// The list uploads (administration/uploads/): the lists, their templates and current contents as CSV, the
// history, and a file's preview and apply (the raw file is the body; the name, year and token are query fields,
// uploadRequest.ts).
import { MAX_UPLOAD_BYTES } from '../../administration/uploads/readUploadFile';
import { MAX_FILE_NAME, MAX_YEAR, MIN_YEAR } from '../../administration/uploads/uploadRequest';
import type { AdminOperationText, Schema } from './adminOperationText';

const UPLOAD = '/administration-service/v1/upload';
const fileName: Schema = { type: 'string', minLength: 1, maxLength: MAX_FILE_NAME, description: 'The uploaded file\'s name, required; no control characters.' };
const year: Schema = { type: 'string', pattern: '^\\d{4}$', description: `${MIN_YEAR}–${MAX_YEAR}; required for a list kept by year, refused for the others.` };
const file: Schema = { type: 'string', contentMediaType: 'application/octet-stream', description: `The file's bytes as the raw body (not JSON): XLSX or CSV, judged by content; at most ${MAX_UPLOAD_BYTES} bytes.` };

export const uploadTexts: Readonly<Record<string, AdminOperationText>> = {
  [`GET ${UPLOAD}/lists`]: { title: { tr: 'Yüklenebilen listeleri ve sütunlarını listeler', en: 'Lists the lists that can be uploaded, with their columns' } },
  [`GET ${UPLOAD}/:list/history`]: { title: { tr: 'Listenin yükleme geçmişini verir', en: 'Gives a list\'s upload history' } },
  [`GET ${UPLOAD}/:list/template`]: { title: { tr: 'Listenin boş şablonunu CSV olarak indirir', en: 'Downloads a list\'s empty template as CSV' }, csv: true },
  [`GET ${UPLOAD}/:list/current`]: { title: { tr: 'Listenin güncel içeriğini CSV olarak indirir', en: 'Downloads a list\'s current content as CSV' }, query: { year }, csv: true },
  [`POST ${UPLOAD}/:list/preview`]: {
    title: { tr: 'Yüklenen dosyayı denetler ve değişiklikleri önizler', en: 'Checks an uploaded file and previews its changes' },
    query: { fileName, year },
    body: file,
  },
  [`POST ${UPLOAD}/:list/apply`]: {
    title: { tr: 'Önizlenen dosyayı listeye uygular', en: 'Applies a previewed file to the list' },
    query: { fileName, year, previewToken: { type: 'string', pattern: '^[0-9a-f]{32}\\.[0-9a-f]{32}$', description: 'The token the preview gave, required.' } },
    body: file,
  },
};
