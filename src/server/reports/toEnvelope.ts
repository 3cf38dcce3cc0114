// The operator's response envelope for a report: items, page and the summary block, with the keys the
// real service uses (statistic vs statistics vs totals ...). A summary block the service has but the
// descriptor does not compute is sent empty, as the live service sometimes does.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { findOperation } from '../../engine/catalogue/catalogue';
import type { ReportRequest } from './reportRequest';
import type { ReportResult } from './runReport';

const SUMMARY_KEYS = ['statistic', 'statistics', 'totals', 'statisticsDto'];

export function toEnvelope(descriptor: ReportDescriptor, request: ReportRequest, result: ReportResult): Record<string, unknown> {
  const envelope = findOperation(descriptor.api.service, descriptor.api.path)?.envelope ?? ['items', 'page'];
  const body: Record<string, unknown> = { items: result.items };
  if (envelope.includes('page')) {
    body.page = request.page
      ? { number: request.page.number, size: request.page.size, total: result.total, sort: request.page.sort ?? null }
      : { number: 1, size: result.total, total: result.total, sort: null };
  }
  for (const key of envelope.filter((k) => SUMMARY_KEYS.includes(k))) {
    body[key] = descriptor.api.summary?.key === key ? (result.summary ?? {}) : {};
  }
  return body;
}
