// The small internal API the browser app reads: the report list, one descriptor, and facts about the data.
import type { FastifyInstance } from 'fastify';
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import { ApiError } from '../errors/apiError';
import { publicationTimes } from '../../engine/request/publicationTimes';

export interface DataFacts { simulated: boolean; dataStart: string; dataEnd: () => string }

export interface SiteLinks {
  /** Where the header's help-desk link goes (HELP_DESK_URL; default the FAQ page). */
  helpDesk: string;
  /** The platform's social accounts (SOCIAL_LINKS="x=https://…,linkedin=https://…"); none by default. */
  social: { network: string; url: string }[];
}

const NETWORKS = new Set(['x', 'linkedin', 'youtube', 'instagram', 'facebook', 'github', 'mastodon']);

export function readSiteLinks(env: NodeJS.ProcessEnv = process.env): SiteLinks {
  const social = (env.SOCIAL_LINKS ?? '').split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const at = part.indexOf('=');
    const network = part.slice(0, at).trim().toLowerCase();
    const url = part.slice(at + 1).trim();
    if (at <= 0 || !NETWORKS.has(network) || !/^https:\/\/[^\s]+$/.test(url)) throw new Error(`SOCIAL_LINKS: "${part}" is not network=https://address (networks: ${[...NETWORKS].join(', ')})`);
    return { network, url };
  });
  return { helpDesk: env.HELP_DESK_URL ?? '/about/frequently-asked-questions', social };
}

/** `links` and `publicationTimes` are read at each call: an administrator changes them while the server runs (admin-settings/). */
export function registerAppApiRoutes(app: FastifyInstance, reports: readonly ReportDescriptor[], facts: DataFacts, now: () => Date, links: () => SiteLinks = () => readSiteLinks({})): void {
  // The browser app shows pages only: an API-only descriptor (a dashboard) has no page to open.
  const pages = reports.filter(isReportPage);
  const byId = new Map(pages.map((r) => [r.id, r]));
  const list = pages.map(({ id, pageId, title, menu, notifiesPublication }) => ({ id, pageId, title, menu, ...(notifiesPublication ? { notifiesPublication } : {}) }));

  app.get('/app-api/reports', async () => ({ items: list }));
  app.get<{ Params: { id: string } }>('/app-api/reports/:id', async (request) => {
    const report = byId.get(request.params.id);
    if (!report) throw new ApiError(404, [{ errorCode: 'REPORT_NOT_FOUND', errorMessage: `There is no report "${request.params.id}".` }]);
    return report;
  });
  app.get('/app-api/meta', async () => ({
    simulated: facts.simulated,
    dataStart: facts.dataStart,
    dataEnd: facts.dataEnd(),
    serverTime: now().toISOString(),
    links: { helpDesk: links().helpDesk, social: links().social },
    publicationTimes: publicationTimes(),
  }));
}
