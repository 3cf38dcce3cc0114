// The media library (media/registerMediaRoutes.ts), the administrator's overview (admin-overview/) and the
// usage statistics (statistics/usageQuery.ts).
import { USAGE_TABLES } from '../../statistics/usageCsv';
import { USAGE_PERIODS } from '../../statistics/usagePeriod';
import { MAX_BYTES } from '../../media/registerMediaRoutes';
import { queryNumber, type AdminOperationText, type Schema } from './adminOperationText';

const STATISTICS = 'GET /administration-service/v1/statistics/usage';
const day: Schema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const usageQuery: Record<string, Schema> = {
  startDate: { ...day, description: 'Istanbul day, included; by default 29 days before endDate.' },
  endDate: { ...day, description: 'Istanbul day, included; by default today; at most 366 days after startDate.' },
  period: { enum: [...USAGE_PERIODS], default: 'day' },
};

export const mediaAndUsageTexts: Readonly<Record<string, AdminOperationText>> = {
  'GET /administration-service/v1/media': {
    title: { tr: 'Ortam kitaplığındaki görselleri listeler', en: 'Lists the images of the media library' },
    query: { search: { type: 'string', maxLength: 100, description: 'Part of the file name.' }, page: { ...queryNumber(1_000_000), default: '1' }, pageSize: { ...queryNumber(100), default: '24' } },
  },
  'POST /administration-service/v1/media': {
    title: { tr: 'Ortam kitaplığına görsel (PNG ya da JPEG) yükler', en: 'Uploads an image (PNG or JPEG) to the media library' },
    query: { name: { type: 'string', maxLength: 200, pattern: '\\S\\.([pP][nN][gG]|[jJ][pP][eE]?[gG])$', description: 'The file name, required; no control characters.' } },
    body: { type: 'string', contentMediaType: 'application/octet-stream', description: `The file's bytes, sent with Content-Type application/octet-stream (not JSON); at most ${MAX_BYTES} bytes; PNG or JPEG by content.` },
  },
  'DELETE /administration-service/v1/media/:id': { title: { tr: 'Ortam kitaplığından görseli siler', en: 'Deletes an image from the media library' } },
  'GET /administration-service/v1/overview': { title: { tr: 'Yönetim ana sayfasının özetini verir', en: 'Gives the summary of the administration home page' } },
  [STATISTICS]: { title: { tr: 'Kullanım istatistiklerini verir', en: 'Gives the usage statistics' }, query: usageQuery },
  [`${STATISTICS}/export`]: {
    title: { tr: 'Kullanım istatistiklerinin bir tablosunu CSV olarak indirir', en: 'Downloads a table of the usage statistics as CSV' },
    query: { ...usageQuery, table: { enum: [...USAGE_TABLES], default: 'periods' } },
    csv: true,
  },
};
