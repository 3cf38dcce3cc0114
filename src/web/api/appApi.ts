// Query factories for the SPA's own endpoints (src/server/API.md, "Internal app API").
import { queryOptions } from '@tanstack/react-query';
import type { LocalizedText, ReportPageDescriptor } from '../../../schemas/report.schema';
import { bootCalls } from '../../engine/app-api/bootCalls';
import { setPublicationTimes, type PublicationTimes } from '../../engine/request/publicationTimes';
import { apiFetch } from './apiFetch';

export interface ReportListItem {
  id: string;
  pageId: number;
  title: LocalizedText;
  menu: { parent: string; order: number };
  /** The page the day-ahead publication notification opens. */
  notifiesPublication?: boolean;
}

export interface AppMeta {
  simulated: boolean;
  dataStart: string;
  dataEnd: string;
  serverTime: string;
  links?: { helpDesk: string; social: { network: string; url: string }[] };
  /** The publication times the server follows (process parameters, admin setting 9010). */
  publicationTimes?: PublicationTimes;
}

// Descriptors and the list change only with a deployment: no refetching while the tab is open.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const;

export function reportListQuery() {
  return queryOptions({
    queryKey: bootCalls.reportList().key,
    queryFn: ({ signal }) => apiFetch<{ items: ReportListItem[] }>(bootCalls.reportList().path, { signal, suppressErrorModal: true }).then((r) => r.items),
    ...STATIC,
  });
}

export function descriptorQuery(id: string) {
  return queryOptions({
    queryKey: bootCalls.descriptor(id).key,
    queryFn: ({ signal }) => apiFetch<ReportPageDescriptor>(bootCalls.descriptor(id).path, { signal, suppressErrorModal: true }),
    ...STATIC,
  });
}

export function metaQuery() {
  return queryOptions({
    queryKey: bootCalls.meta().key,
    queryFn: ({ signal }) => apiFetch<AppMeta>(bootCalls.meta().path, { signal }),
    staleTime: 5 * 60_000,
    // The app's publication schedule (engine/request/publicationSchedule.ts) follows the server's times: set as the
    // answer is read (the header reads it on every page, the first one from the first HTML's boot answers).
    select: (meta: AppMeta) => {
      if (meta.publicationTimes) setPublicationTimes(meta.publicationTimes);
      return meta;
    },
  });
}
