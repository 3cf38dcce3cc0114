// The whole-dashboard download: each panel's report files in a folder of its own (numbered as the panels
// stand), the panel's view as it is on screen where the panel is drawn (its saved view where it is not, as in
// one-panel-at-a-time mode), and a metadata file for the dashboard listing the folders.
import type { DashboardNode } from '../../engine/dashboard/dashboardLayout';
import { panelsOf } from '../../engine/dashboard/dashboardLayout';
import { fromViewSearchParams } from '../../engine/url/fromViewSearchParams';
import { visibleColumnKeys } from '../../engine/url/reportView';
import { ISTANBUL_UTC_OFFSET } from '../../engine/format/timeZoneLabel';
import { generatedAtText } from '../../engine/export/generatedAtText';
import { descriptorQuery } from '../api/appApi';
import { pageBundleText } from '../i18n/pageBundleText';
import { saveBlob } from '../report/export/downloadExport';
import { buildZip } from './buildZip';
import { istanbulTimestamp } from './bundleMetadata';
import { DASHBOARD_METADATA_NAME, dashboardZipName, panelFolder, type BundleFile } from './bundleListing';
import { bundleSourceOf, type ReportBundleSource } from './bundleSources';
import { collectReportBundle, type BundleContext } from './collectReportBundle';
import type { SavedZip } from './downloadReportBundle';

export interface DashboardBundleInput {
  root: DashboardNode;
  /** A report page's address by report id (from the app menu); undefined for a report not in the menu. */
  reportHref: (reportId: string) => string | undefined;
  /** The dashboard's own address. */
  link: string;
}

interface PanelEntry {
  folder: string;
  reportId: string;
  title: string;
  link: string;
  files: string[];
  note?: string;
}

export async function downloadDashboardBundle(input: DashboardBundleInput, context: BundleContext): Promise<SavedZip> {
  const text = pageBundleText[context.locale];
  const panels = panelsOf(input.root).filter((panel) => panel.reportId !== null);
  if (panels.length === 0) throw new Error(text.noPanels);
  const files: BundleFile[] = [];
  const entries: PanelEntry[] = [];
  for (const [position, panel] of panels.entries()) {
    const reportId = panel.reportId!;
    const folder = panelFolder(position + 1, reportId);
    const element = document.querySelector(`[data-panel-id="${CSS.escape(panel.id)}"]`);
    const drawn = element?.querySelector('[data-bundle-source]');
    let source = drawn ? bundleSourceOf(drawn) : undefined;
    try {
      const descriptor = source?.descriptor ?? (await context.client.fetchQuery(descriptorQuery(reportId)));
      source ??= savedSource(descriptor, panel.view, context.now);
      const href = input.reportHref(reportId);
      const link = href ? `${context.origin}${href}${source.search ? `?${source.search}` : ''}` : input.link;
      const bundle = await collectReportBundle(source, drawn ?? null, link, context, folder);
      files.push(...bundle.files);
      entries.push({ folder, reportId, title: descriptor.title[context.locale], link, files: bundle.files.map((file) => file.path) });
    } catch (error) {
      // One panel that cannot be loaded (a report removed since) does not cost the reader the others.
      const reason = error instanceof Error ? error.message : String(error);
      entries.push({ folder, reportId, title: reportId, link: input.link, files: [], note: text.noteNoData.replace('{{reason}}', reason) });
    }
  }
  const metadata = {
    schemaVersion: 1,
    title: text.dashboardTitle,
    link: input.link,
    timeZone: { name: 'Europe/Istanbul', offset: ISTANBUL_UTC_OFFSET },
    retrievedAt: istanbulTimestamp(context.now),
    retrievedAtText: generatedAtText(context.now, context.locale, { bare: true }),
    panels: entries,
  };
  files.push({ path: DASHBOARD_METADATA_NAME, data: `${JSON.stringify(metadata, null, 2)}\n` });
  context.onStep?.('zip');
  const zip = await buildZip(files, context.now);
  const name = dashboardZipName(context.now);
  saveBlob(zip, name);
  return { name, bytes: zip.size };
}

/** A panel not drawn now (one panel at a time shows only one): its saved view, as the panel opens on it. */
function savedSource(descriptor: ReportBundleSource['descriptor'], search: string, now: Date): ReportBundleSource {
  const view = fromViewSearchParams(descriptor, new URLSearchParams(search), now);
  return {
    descriptor,
    values: view.filters,
    view: { columns: visibleColumnKeys(descriptor, view), sort: view.sort },
    showChart: !!descriptor.chart && view.layout !== 'table',
    search,
  };
}
