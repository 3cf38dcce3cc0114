// A publication makes some cached answers old: the home page's live cards of its topic, and every report whose
// data reads one of the datasets it names (found through the descriptors the app has loaded), with the chart's
// notices when the market messages moved, and the member's alert firings. Invalidated queries on screen are read again at once; the others when
// next shown.
import type { QueryClient } from '@tanstack/react-query';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { FIRINGS_KEY } from '../settings/matchings/alertCalls';
import { topicBehaviour, type PublicationEvent } from './publicationTopics';

/** The datasets a descriptor's data binding reads: its own, or the one it aggregates and those it joins. */
export function descriptorDatasets(descriptor: ReportDescriptor): string[] {
  const data = descriptor.data as { kind: string; dataset?: string; from?: string; join?: { dataset: string }[] };
  const lead = data.kind === 'dataset' ? data.dataset : data.from;
  return [...(lead ? [lead] : []), ...(data.join ?? []).map((j) => j.dataset)];
}

export function invalidatePublished(client: QueryClient, event: PublicationEvent): void {
  for (const queryKey of topicBehaviour[event.topic].liveQueries) void client.invalidateQueries({ queryKey });
  const published = new Set(event.datasets);
  for (const [, descriptor] of client.getQueriesData<ReportDescriptor>({ queryKey: ['app', 'descriptor'] })) {
    if (!descriptor?.data || !descriptorDatasets(descriptor).some((id) => published.has(id))) continue;
    void client.invalidateQueries({ queryKey: ['report', descriptor.id] });
  }
  if (published.has('umm.messages')) void client.invalidateQueries({ queryKey: ['report-notices'] });
  // The server evaluates the members' alert rules on a publication: what they raised reaches the bell.
  void client.invalidateQueries({ queryKey: FIRINGS_KEY });
}
