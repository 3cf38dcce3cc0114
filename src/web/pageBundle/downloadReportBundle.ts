// The whole-page download of a report page: its files gathered, zipped and handed to the browser's downloads.
// Loaded only when the reader asks for it (the report page never loads JSZip on its own).
import { saveBlob } from '../report/export/downloadExport';
import { buildZip } from './buildZip';
import { reportZipName } from './bundleListing';
import type { ReportBundleSource } from './bundleSources';
import { collectReportBundle, type BundleContext } from './collectReportBundle';

export interface SavedZip {
  name: string;
  bytes: number;
}

export async function downloadReportBundle(source: ReportBundleSource, root: Element | null, context: BundleContext): Promise<SavedZip> {
  const { base, files } = await collectReportBundle(source, root, window.location.href, context);
  context.onStep?.('zip');
  const zip = await buildZip(files, context.now);
  const name = reportZipName(base);
  saveBlob(zip, name);
  return { name, bytes: zip.size };
}
